import { Type, type Static } from 'typebox';
import { CartItem } from './cart.ts';
import { Config } from './config.ts';
import { Email } from './customer.ts';
import { NumericId, dateTime } from './primitives.ts';
import { PAYMENT_METHODS, PROVIDER_METHODS } from '../constants/payment-methods.ts';
import { MULTIBANCO_ENTITY_PATTERN, MULTIBANCO_REFERENCE_PATTERN } from '../constants/patterns.ts';
import { assumed } from './assumed.ts';

/**
 * spec 7 "Customer and checkout" and "Payments", with the shapes the spec leaves "not shown"
 * decided in docs/decisions/006-customer-and-payment-contracts.md.
 */

const CardFields = {
  /** Digits only; the card record is never stored by the client (spec 3). */
  num: Type.String({ pattern: '^[0-9]{12,19}$', description: 'card number' }),
  month: Type.String({ pattern: '^(0[1-9]|1[0-2])$', description: 'expiry month' }),
  year: Type.String({ pattern: '^[0-9]{4}$', description: 'expiry year' }),
};

const CardForm = Type.Object({ email: Email, type: Type.Literal('cc'), ...CardFields });
/** A new buyer cannot choose a bank transfer: the bank details go to a registered customer. */
const NewBuyerOtherForm = Type.Object({ email: Email, type: Type.Enum(PROVIDER_METHODS) });
const OtherForm = Type.Object({ email: Email, type: Type.Enum([...PROVIDER_METHODS, 'bank'] as const) });

/** A new buyer's checkout form: type cc carries the card, the others are paid on the provider's page. */
export const NewBuyerCheckoutForm = Type.Union([CardForm, NewBuyerOtherForm]);
export type NewBuyerCheckoutForm = Static<typeof NewBuyerCheckoutForm>;

/** A logged-in customer's checkout form: a bank transfer too. */
export const CheckoutForm = Type.Union([CardForm, OtherForm]);
export type CheckoutForm = Static<typeof CheckoutForm>;

/** POST checkoutRegister/: a new buyer. */
export const CheckoutRegisterBody = Type.Object({ form: NewBuyerCheckoutForm });
export type CheckoutRegisterBody = Static<typeof CheckoutRegisterBody>;

/** POST checkoutAuthenticated/: a logged-in customer. Also called with the config only (spec 7). */
export const CheckoutAuthenticatedBody = Type.Union([Type.Object({ form: CheckoutForm }), Type.Object({ config: Config })]);
export type CheckoutAuthenticatedBody = Static<typeof CheckoutAuthenticatedBody>;

/**
 * What happens after a checkout call:
 * - `paid`: the order is paid (a frictionless card);
 * - `challenge`: the card needs the bank's 3DS challenge (customer/payment/3ds/order/{order_id});
 * - `provider`: the buyer pays on the provider's page (PayPal, Bizum, MONEI) through its payment intent;
 * - `voucher`: a Multibanco reference to pay at an ATM or home banking;
 * - `bank`: a bank transfer, the order waits for it;
 * - `declined`: the payment failed and no order was placed; the cart is intact.
 */
export const CHECKOUT_NEXT = ['paid', 'challenge', 'provider', 'voucher', 'bank', 'declined'] as const;
export type CheckoutNext = (typeof CHECKOUT_NEXT)[number];

/**
 * Why the card provider refused a payment, as a code the client words in the store's language (the provider's
 * own text is in one language only). Stripe's decline codes, of which the storefront tells these apart:
 * - `card_declined`: the bank refused the card without saying why;
 * - `insufficient_funds`: not enough money on the card;
 * - `authentication_failed`: the bank's 3-D Secure check was failed or abandoned.
 * Added by issue 12 (docs/decisions/021-paying-again-and-payment-trust.md); optional, so a backend that does
 * not send it still fits the contract.
 */
export const PAYMENT_FAILURE_REASONS = ['card_declined', 'insufficient_funds', 'authentication_failed'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];
const FailureReason = (specSays: string) => Type.Optional(assumed(Type.Enum(PAYMENT_FAILURE_REASONS), specSays));

const CHECKOUT_SAYS = 'spec 7: "What the checkout responses contain: not shown."';

/**
 * Every field but config is ours (spec 7: "not shown"), and optional: the client reads an answer without them as a
 * placed order (client/src/api/checkout-outcome.ts): `ok` true, the order the config names last, and what comes next
 * by the method paid with. The fake backend sends them all.
 */
export const CheckoutResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), CHECKOUT_SAYS)),
  /** Why it failed (ok false), for the buyer; with `challenge`, the URL of the bank's challenge page. */
  message: Type.Optional(assumed(Type.String(), CHECKOUT_SAYS)),
  /** With `declined` for a refused card: the provider's reason. */
  reason: FailureReason(CHECKOUT_SAYS),
  next: Type.Optional(assumed(Type.Enum(CHECKOUT_NEXT), CHECKOUT_SAYS)),
  order_id: Type.Optional(assumed(Type.Union([NumericId, Type.Null()]), CHECKOUT_SAYS)),
  config: Config,
});
export type CheckoutResponse = Static<typeof CheckoutResponse>;

export const OrderIdQuery = Type.Object({ order_id: NumericId });
export type OrderIdQuery = Static<typeof OrderIdQuery>;

/**
 * The provider steps that answer HTML (PayPal's redirect, Redsys' Bizum) are calls without parameters in spec 7: the
 * backend knows the visitor's order awaiting that payment. The client names the order; a caller that does not is answered too.
 */
export const OptionalOrderIdQuery = Type.Object({ order_id: Type.Optional(NumericId) });
export type OptionalOrderIdQuery = Static<typeof OptionalOrderIdQuery>;

export const MoneiIntentQuery = Type.Object({
  order_id: OrderIdQuery.properties.order_id,
  paymethod: Type.Optional(Type.Literal('moneimultibanco')),
});
export type MoneiIntentQuery = Static<typeof MoneiIntentQuery>;

/**
 * The payment intents (spec 7): `message` is used only when ok (spec 8: ok false gives an empty message).
 * PayPal, Bizum and MONEI: the URL of the provider step. Multibanco: a MultibancoReference as JSON.
 */
export const PaymentIntentResponse = Type.Object({
  ok: Type.Boolean(),
  message: Type.String({ description: "The provider step's URL when ok; '' when ok is false." }),
  config: Config,
});
export type PaymentIntentResponse = Static<typeof PaymentIntentResponse>;

/** A Multibanco payment reference, as the buyer pays it at an ATM. */
export const MultibancoReference = Type.Object({
  entity: Type.String({ pattern: MULTIBANCO_ENTITY_PATTERN }),
  reference: Type.String({ pattern: MULTIBANCO_REFERENCE_PATTERN }),
  amount: Type.Number(),
  expiry: dateTime('Pay by'),
  voucher_url: Type.String(),
});
export type MultibancoReference = Static<typeof MultibancoReference>;

/**
 * otherMethodsPaymentIntent (Multibanco): the shape of PaymentIntentResponse, its `message` the order's
 * MultibancoReference as JSON, which contentMediaType and contentSchema say (docs/decisions/036).
 */
export const MultibancoIntentResponse = Type.Object({
  ok: Type.Boolean(),
  message: Type.String({
    contentMediaType: 'application/json',
    contentSchema: MultibancoReference,
    description: "The order's MultibancoReference as JSON when ok; '' when ok is false (spec 8).",
  }),
  config: Config,
});
export type MultibancoIntentResponse = Static<typeof MultibancoIntentResponse>;

export const BankDetails = Type.Object({
  beneficiary: Type.String(),
  iban: Type.String(),
  bic: Type.String(),
  /** What the buyer writes as the transfer's concept. */
  concept: Type.String(),
});
export type BankDetails = Static<typeof BankDetails>;

export const ORDER_STATES = ['pending_payment', 'paid', 'canceled'] as const;

/** An order as loadorder answers it. */
export const Order = Type.Object({
  order_id: Type.String(),
  state: Type.Enum(ORDER_STATES),
  payment_method: Type.Enum(PAYMENT_METHODS),
  total: Type.Number(),
  items: Type.Array(CartItem),
  multibanco: Type.Union([MultibancoReference, Type.Null()]),
  bank: Type.Union([BankDetails, Type.Null()]),
});
export type Order = Static<typeof Order>;

/**
 * GET loadorder?id=: one of the visitor's orders; ok false and null for an unknown id. Optional: without the order the
 * client reads it from that order's items in GET pedidos (client/src/api/load-order.ts).
 */
const LOAD_SAYS = 'spec 7 lists loadorder?id= and loadquote?id=; their answers are not shown.';
export const LoadOrderResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), LOAD_SAYS)),
  order: Type.Optional(assumed(Type.Union([Order, Type.Null()]), LOAD_SAYS)),
  config: Config,
});
export type LoadOrderResponse = Static<typeof LoadOrderResponse>;

/**
 * GET loadquote?id=: makes that saved quote the visitor's cart; ok false for an unknown id. Optional: without the cart
 * the client reads GET cart again (client/src/api/load-quote.ts).
 */
export const LoadQuoteResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), LOAD_SAYS)),
  cart: Type.Optional(assumed(Type.Array(CartItem), LOAD_SAYS)),
  config: Config,
});
export type LoadQuoteResponse = Static<typeof LoadQuoteResponse>;

/**
 * GET /stripe/rest/process/?order_id=: completes a card payment after the 3DS step. Optional: a 200 answer without them
 * is the payment completed for the order asked about (client/src/api/stripe-process.ts).
 */
const STRIPE_PROCESS_SAYS = 'spec 7: /stripe/rest/process/?order_id= "completes a card payment"; its answer is not shown.';
export const StripeProcessResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), STRIPE_PROCESS_SAYS)),
  message: Type.Optional(assumed(Type.String(), STRIPE_PROCESS_SAYS)),
  /** With ok false: the provider's reason (a failed 3-D Secure check). */
  reason: FailureReason(STRIPE_PROCESS_SAYS),
  order_id: Type.Optional(assumed(Type.String(), STRIPE_PROCESS_SAYS)),
  config: Config,
});
export type StripeProcessResponse = Static<typeof StripeProcessResponse>;

/** The one-time token a simulated provider page puts in its answer forms, as a real provider signs its return. */
export const ProviderAnswerToken = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', description: 'one-time answer token' });

/**
 * The buyer's answer on a simulated provider page (PayPal, Redsys, 3DS, MONEI) of the fake backend, with the
 * token that page gave for that order (accepted once: a link from another site cannot settle an order).
 */
export const ProviderAnswerQuery = Type.Object({
  order_id: OrderIdQuery.properties.order_id,
  result: Type.Union([Type.Literal('approve'), Type.Literal('fail')]),
  token: ProviderAnswerToken,
});
export type ProviderAnswerQuery = Static<typeof ProviderAnswerQuery>;

export const VoucherParams = Type.Object({ reference: MultibancoReference.properties.reference });
export type VoucherParams = Static<typeof VoucherParams>;

/** The HTML pages the provider steps answer (PayPal's form, Redsys' Bizum page). */
export const HtmlPage = Type.String({ minLength: 1 });
