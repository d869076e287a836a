import { Type, type Static } from 'typebox';
import { Config } from './config.ts';
import { APP_PATH_PATTERN } from '../constants/patterns.ts';
import { NumericId } from './primitives.ts';
import { PREFERRED_PAYMENTS } from '../constants/payment-methods.ts';
import { assumed } from './assumed.ts';

/**
 * spec 3 "Customer" and spec 7 "Customer and checkout". Shapes the spec leaves "not shown" are
 * decided here (docs/decisions/006-customer-and-payment-contracts.md): every answer is
 * `{ ok, message, ..., config }`, a refusal the buyer can act on is `ok: false` with the reason in
 * `message`, and a malformed request is a 400 naming the field.
 */
export const Email = Type.String({ format: 'email', maxLength: 254, description: 'e-mail address' });

export const EmailParams = Type.Object({ email: Email });
export type EmailParams = Static<typeof EmailParams>;

/**
 * GET checkEmail/email/{email}: whether a customer already uses the address. Both fields are ours and optional: without
 * `exists` the address reads as a new buyer's, and checkout's answer decides (client/src/api/check-email.ts).
 */
const CHECK_EMAIL_SAYS = 'spec 7 lists GET checkEmail/email/{email}; its answer is not shown.';
export const CheckEmailResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), CHECK_EMAIL_SAYS)),
  /** true when a customer is registered with this address. */
  exists: Type.Optional(assumed(Type.Boolean(), CHECK_EMAIL_SAYS)),
  config: Config,
});
export type CheckEmailResponse = Static<typeof CheckEmailResponse>;

/** POST authenticate/: spec 3 "Auth payload". */
export const AuthenticateBody = Type.Object({
  email: Email,
  pass: Type.String({ minLength: 1, maxLength: 200, description: 'password' }),
});
export type AuthenticateBody = Static<typeof AuthenticateBody>;

/**
 * ok false with a message the buyer can read for a wrong address or password. Optional: without ok the answer's
 * config.loggedIn says whether the login worked (client/src/api/authenticate.ts).
 */
const AUTHENTICATE_SAYS = 'spec 7 lists POST authenticate/ with {email, pass}; its answer is not shown.';
export const AuthenticateResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), AUTHENTICATE_SAYS)),
  message: Type.Optional(assumed(Type.String(), AUTHENTICATE_SAYS)),
  config: Config,
});
export type AuthenticateResponse = Static<typeof AuthenticateResponse>;

/**
 * GET rememberPassword/email/{email}/?path=: path is the client page the link returns to, a path of this app
 * (isAppPath): the link must never lead to another site ('//evil.example/phish').
 */
export const RememberPasswordQuery = Type.Object({
  path: Type.String({ pattern: APP_PATH_PATTERN, maxLength: 300, description: 'a path of this app to come back to' }),
});
export type RememberPasswordQuery = Static<typeof RememberPasswordQuery>;

/**
 * The link back to the authenticate page for that address (the real backend e-mails it; the fake answers it).
 * Optional: a 200 answer without them is a reminder sent, its link the app's authenticate page for that address
 * (client/src/api/remember-password.ts).
 */
const REMEMBER_PASSWORD_SAYS = 'spec 7: rememberPassword "returns a link back to the authenticate page"; the fields are not named.';
export const RememberPasswordResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), REMEMBER_PASSWORD_SAYS)),
  link: Type.Optional(assumed(Type.String(), REMEMBER_PASSWORD_SAYS)),
  config: Config,
});
export type RememberPasswordResponse = Static<typeof RememberPasswordResponse>;

/**
 * The longest each text of the billing record may be (the fake backend keeps the record): a company's full name,
 * a street address with floor and door, a tax id with its country prefix, a postal code of any country.
 */
export const BILLING_FIELD_MAX_LENGTH = {
  name: 200,
  taxId: 20,
  address: 300,
  city: 120,
  postalCode: 12,
  province: 120,
  phone: 20,
} as const;

/** The billing country a record's tax id and postal code are checked for: Spain, Portugal, or any other. */
export const BillingCountry = Type.Union([Type.Literal('ES'), Type.Literal('PT'), Type.Literal('OTHER')]);
export type BillingCountry = Static<typeof BillingCountry>;

const text = (field: keyof typeof BILLING_FIELD_MAX_LENGTH) => Type.String({ minLength: 1, maxLength: BILLING_FIELD_MAX_LENGTH[field] });

/**
 * A region of the customer's country (spec 3 "Customer: regions, region_id"): a Spanish province ('ES-28', Madrid: the
 * INE province code) or a Portuguese district or autonomous region ('PT-11', Lisboa: the DICOFRE district code; 'PT-30'
 * Madeira and 'PT-40' Açores are the reference data's own codes). English-language stores have none.
 */
export const RegionId = Type.String({ pattern: '^(ES|PT)-[0-9]{2}$', description: 'country and region code' });
export const Region = Type.Object({ region_id: RegionId, name: Type.String({ minLength: 1 }) });
export type Region = Static<typeof Region>;

/**
 * spec 3 "Customer: payment: bank entidad, oficina, dc, cuenta": the Spanish account a customer whose preferred payment
 * is bank gives, in its four parts; spanish-bank-account.ts checks the control digits (both sides). It travels only in
 * the request that saves it: the backend keeps it and answers its last four digits (`bank_account_ending`), so the
 * browser never holds it beyond that request (docs/decisions/038, "Bank details").
 */
export const BankAccountParts = Type.Object(
  {
    entidad: Type.String({ pattern: '^[0-9]{4}$', description: 'bank code' }),
    oficina: Type.String({ pattern: '^[0-9]{4}$', description: 'branch code' }),
    dc: Type.String({ pattern: '^[0-9]{2}$', description: 'control digits' }),
    cuenta: Type.String({ pattern: '^[0-9]{10}$', description: 'account number' }),
  },
  { additionalProperties: false },
);

/** The message of a refused account: its control digits do not match (the rule of spanish-bank-account.ts). */
export const BANK_CONTROL_DIGITS_WRONG = 'the control digits (dc) do not match the bank, branch and account number';
/** The message of a preferred payment 'bank' with no account sent nor kept. */
export const BANK_ACCOUNT_MISSING = 'a preferred payment by bank needs the account (entidad, oficina, dc, cuenta)';

const billingFields = {
  name: text('name'),
  taxId: text('taxId'),
  address: text('address'),
  city: text('city'),
  postalCode: text('postalCode'),
  province: text('province'),
  region_id: Type.Optional(RegionId),
  firstname: Type.Optional(text('name')),
  lastname: Type.Optional(text('name')),
  email: Email,
  phone: Type.String({ minLength: 6, maxLength: BILLING_FIELD_MAX_LENGTH.phone, pattern: '^[+0-9 ()-]+$' }),
  country: assumed(BillingCountry, 'spec 3 lists the billing record without a country.'),
};

/**
 * spec 3 client (billing) record, as the backend answers it. The client checks tax ids and postal codes per country.
 * `region_id` (spec 3 "Customer"): the region picked from GET client's `regions`, whose name `province` then is
 * (the backend refuses the two disagreeing); optional, as the English-language stores have no regions and records
 * kept before it have none. `firstname` and `lastname` (spec 3 "Customer"): the contact person's names, optional;
 * no screen asks for them (decision 038). `payment.bank_account_ending`: the last four digits of the bank account
 * kept for a preferred payment by bank, the only part of it ever answered. `country` is ours and optional in the
 * answer (the client takes the store's country without it: storeCountry), required in clientupdate's request.
 */
export const ClientRecord = Type.Object(
  {
    ...billingFields,
    country: Type.Optional(billingFields.country),
    payment: Type.Object(
      {
        preferred_payment: Type.Enum(PREFERRED_PAYMENTS),
        bank_account_ending: Type.Optional(
          assumed(Type.String({ pattern: '^[0-9]{4}$' }), 'spec 3 names the bank parts entidad, oficina, dc, cuenta; no ending.'),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ClientRecord = Static<typeof ClientRecord>;

/**
 * The billing record as clientupdate takes it: its properties and nothing else (the fake backend keeps what it is sent,
 * docs/decisions/028-a-hardened-fake-backend.md). `payment.bank`: the account, with a preferred payment by bank; needed
 * then unless the backend already keeps one, which stays until another is sent (or another preferred payment chosen).
 */
export const ClientUpdateData = Type.Object(
  {
    ...billingFields,
    payment: Type.Object(
      { preferred_payment: Type.Enum(PREFERRED_PAYMENTS), bank: Type.Optional(BankAccountParts) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ClientUpdateData = Static<typeof ClientUpdateData>;

/**
 * GET client: the logged-in customer's record, null when none is kept yet (or nobody is logged in), and the regions of
 * the store's country the record's region_id is picked from (empty for the English-language stores). Both optional:
 * without them the client reads no record kept and no regions to pick from (client/src/api/get-client.ts).
 */
export const ClientResponse = Type.Object({
  client: Type.Optional(
    assumed(Type.Union([ClientRecord, Type.Null()]), 'spec 7: GET client returns "the client record"; the answer around it is not shown.'),
  ),
  regions: Type.Optional(assumed(Type.Array(Region), 'spec 3 names regions under Customer; where they travel is not shown.')),
  config: Config,
});
export type ClientResponse = Static<typeof ClientResponse>;

export const ClientUpdateBody = Type.Object({ data: ClientUpdateData }, { additionalProperties: false });
export type ClientUpdateBody = Static<typeof ClientUpdateBody>;

/**
 * ok false (nobody logged in) leaves the record unchanged; `client` is the record as kept, its account masked. Optional:
 * a 200 answer without them is the record saved as sent (client/src/api/client-update.ts).
 */
const CLIENT_UPDATE_SAYS = 'spec 7 lists POST clientupdate with {data}; its answer is not shown.';
export const ClientUpdateResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), CLIENT_UPDATE_SAYS)),
  message: Type.Optional(assumed(Type.String(), CLIENT_UPDATE_SAYS)),
  client: Type.Optional(assumed(Type.Union([ClientRecord, Type.Null()]), CLIENT_UPDATE_SAYS)),
  config: Config,
});
export type ClientUpdateResponse = Static<typeof ClientUpdateResponse>;

/**
 * spec 3 "Customer: actions" (operation, update_order_id, operation_multiples_clientes, cascades): what a request
 * of the customer does to an order already placed. The spec names the fields only; our reading
 * (docs/decisions/038-the-last-parts-of-the-spec.md, "Customer actions"):
 * - `operation`: 'update', the one operation the spec's flows imply (correcting an order's answers: updatepedido,
 *   product/actualizar/{order_id}/{item_id}; correcting a Nota Simple's data: updatePedidoNS);
 * - `update_order_id`: the order the request changes; the backend refuses a request whose item is not of that order;
 * - `operation_multiples_clientes`: an operation for several customers at once (a gestoría's); this storefront acts
 *   for the one logged-in customer, so it is always false, and true is refused;
 * - `cascades`: the change also reaches the items linked to this one (their parent_id) that repeat its data: today
 *   a property search started from a Nota Simple repeats the owner's name.
 * Optional in the requests that take it, so a client that does not send it keeps working.
 */
export const CUSTOMER_OPERATIONS = ['update'] as const;

export const CustomerActions = Type.Object(
  {
    operation: Type.Enum(CUSTOMER_OPERATIONS),
    update_order_id: NumericId,
    operation_multiples_clientes: Type.Boolean(),
    cascades: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CustomerActions = Static<typeof CustomerActions>;

/** The message of a refused operation for several customers. */
export const SINGLE_CUSTOMER_ONLY = 'operations for several customers at once are not offered by this storefront';
