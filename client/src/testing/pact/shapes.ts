import { MatchersV3 } from '@pact-foundation/pact';
import type { CartItem } from '#contracts/api/cart.ts';
import type { Config } from '#contracts/api/config.ts';
import type { CheckoutNext, Order } from '#contracts/api/payment.ts';
import type { MunicipalityRegistries } from '#contracts/api/spain.ts';
import { configExample, orderAwaitingPaymentExample, orderInProgressExample } from '#contracts/testing/examples.ts';
import {
  ORDER_ID_EXAMPLE,
  customerConfigExample,
  multibancoReferenceExample,
  paidConfigExample,
  paidOrderExample,
} from '#contracts/testing/payment-examples.ts';
import { sevillaExample } from '#contracts/testing/spain-examples.ts';
import { INE_CODE_PATTERN, MUNICIPALITY_URL_PATTERN, NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';

/**
 * The matchers that turn the shared contract examples (contracts/src/testing/) into pact shapes: the
 * pact says which fields exist and what type they have, not what the fixtures hold. A value is pinned
 * with `equal` only when the provider state is about it.
 */
const { arrayContaining, boolean, eachLike, equal, fromProviderState, integer, like, regex } = MatchersV3;

/** The configuration every response carries, matched by type. */
export function configShape(config: Config = configExample()) {
  return like(config);
}

/** The configuration of the logged-in demo customer: shapes only, loggedIn pinned. */
export function customerConfigShape(config: Config = customerConfigExample()) {
  return like({ ...config, loggedIn: equal(true) });
}

/** The configuration after an order was paid: it names that order (lastOrderId, lastOrderSuccess…). */
export function paidConfigShape() {
  return customerConfigShape(paidConfigExample());
}

/** A quote item or order item: ids are digit strings, every other field matched by type. */
export function itemShape(item: CartItem) {
  return like({ ...item, id: regex(NUMERIC_ID_PATTERN, item.id), product_id: regex(NUMERIC_ID_PATTERN, item.product_id) });
}

/**
 * An order item: an item whose order id (and real order id) is a digit string, unless the caller
 * pins it, as the order detail does with the id it asked for.
 */
export function orderShape(order: CartItem, orderId: unknown = regex(NUMERIC_ID_PATTERN, order.order_id ?? '')) {
  return like({
    ...order,
    id: regex(NUMERIC_ID_PATTERN, order.id),
    product_id: regex(NUMERIC_ID_PATTERN, order.product_id),
    order_id: orderId,
    real_order_id: regex(NUMERIC_ID_PATTERN, order.real_order_id ?? ''),
  });
}

/**
 * A list holding orders of both kinds the orders page shows: one without a panel status (null)
 * and one with a panel status (an integer). Pact has no "integer or null" matcher, so each kind
 * is a variant the list must contain; other orders in the list are not constrained.
 */
export function ordersOfBothKindsShape() {
  return arrayContaining(orderShape(orderAwaitingPaymentExample()), orderShape(orderInProgressExample()));
}

/** A municipality with its offices: every field by type, the INE code and url by pattern. */
export function municipalityShape(municipality: MunicipalityRegistries = sevillaExample()) {
  const [office] = municipality.registros;
  return like({
    ...municipality,
    codigo_ine: regex(INE_CODE_PATTERN, municipality.codigo_ine),
    url: regex(MUNICIPALITY_URL_PATTERN, municipality.url),
    registros: eachLike({
      nombre: regex('^Registro de la Propiedad de .+$', office?.nombre ?? ''),
      horas_entrega: integer(office?.horas_entrega ?? 8),
    }),
    horas_entrega: integer(municipality.horas_entrega),
    lento: boolean(municipality.lento),
  });
}

/** The order id the provider state created, injected into the request; the example while the consumer test runs. */
export const injectedOrderId = () => fromProviderState('${orderId}', ORDER_ID_EXAMPLE);

/** The cart item the provider state added, injected into the request; the example's id while the consumer test runs. */
export const injectedItemId = (example: string) => fromProviderState('${itemId}', example);

/** What a checkout call answers when it placed an order: what comes next is pinned, the rest by shape. */
export function placedOrderShape(next: CheckoutNext, config: unknown = customerConfigShape()) {
  return {
    ok: equal(true),
    message: like(next === 'challenge' ? `/stripe/3ds/challenge?order_id=${ORDER_ID_EXAMPLE}` : ''),
    next: equal(next),
    order_id: regex(NUMERIC_ID_PATTERN, ORDER_ID_EXAMPLE),
    config,
  };
}

/** A paid card order: its state pinned, its items by shape. */
export function paidOrderShape(order: Order = paidOrderExample()) {
  const [first] = order.items;
  return like({
    ...order,
    order_id: regex(NUMERIC_ID_PATTERN, order.order_id),
    state: equal('paid'),
    items: eachLike(
      like({ ...first, id: regex(NUMERIC_ID_PATTERN, first?.id ?? '1'), order_id: regex(NUMERIC_ID_PATTERN, ORDER_ID_EXAMPLE) }),
    ),
  });
}

/** A Multibanco reference as the intents answer it (JSON in `message`), by shape. */
export const referenceMessage = () =>
  regex('^\\{"entity":"[0-9]{5}","reference":"[0-9]{9}",.*\\}$', JSON.stringify(multibancoReferenceExample()));

/**
 * A refusal: 400 ErrorResponse whose message matches `pattern` (the backend names the field or option at fault,
 * `example` is one such message). Status and error are pinned; the wording around the name is the provider's.
 */
export function refusalShape(pattern: string, example: string) {
  return { ok: false, statusCode: 400, error: 'Bad Request', message: regex(pattern, example) };
}
