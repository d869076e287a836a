import { Type, type Static } from 'typebox';
import { Config } from './config.ts';
import { NumericId } from './primitives.ts';
import { UploadedFile } from './cart.ts';
import { assumed } from './assumed.ts';

/**
 * The calls of the customer's account area (spec 6, 7): invoices, renewals, uploads, push, log out.
 * Shapes the spec leaves "not shown" are decided in docs/decisions/012-orders-belong-to-the-customer.md.
 * Every call about an order answers an order that is not the caller's (another customer's, or any order for a
 * visitor who is not logged in) exactly as one nobody has, and changes nothing (decision 028, issue 22 point 6).
 */

/** Where the fake backend serves an order's generated PDFs (invoices, credit notes, delivered documents). */
export const DOCUMENTS_PATH = '/desktopapp/rest/documents';

/** The PDF kinds an order has: its invoice (factura), its credit note (abono), an item's delivered document. */
export const DOCUMENT_KINDS = ['factura', 'abono', 'documento'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The link to one of an order's PDFs: `factura-<order id>.pdf`, `abono-<order id>.pdf`, or
 * `documento-<item id>.pdf` for an item's delivered document.
 */
export function documentLink(orderId: string, kind: DocumentKind, id: string = orderId): string {
  return `${DOCUMENTS_PATH}/${orderId}/${kind}-${id}.pdf`;
}

export const DocumentParams = Type.Object({
  order_id: NumericId,
  file: Type.String({ pattern: '^(factura|abono|documento)-[0-9]+\\.pdf$', description: 'document file name' }),
});
export type DocumentParams = Static<typeof DocumentParams>;

/**
 * GET invoice/?order_id=: the link to the order's invoice PDF (its first factura). ok false and an empty
 * link while the order has no invoice yet (not paid). Optional: without the link the client takes the order's first
 * factura from its items in GET pedidos (client/src/api/get-invoice.ts).
 */
const INVOICE_SAYS = 'spec 7: GET invoice/?order_id= "returns an invoice link"; the fields are not named.';
export const InvoiceResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), INVOICE_SAYS)),
  link: Type.Optional(assumed(Type.String(), INVOICE_SAYS)),
  config: Config,
});
export type InvoiceResponse = Static<typeof InvoiceResponse>;

/** spec 7: the form of addactualizarnsahora and addactualizarpedidoahora, beside the config. */
export const RenewalForm = Type.Object({
  order_id: NumericId,
  item_id: NumericId,
});
export type RenewalForm = Static<typeof RenewalForm>;

export const RenewalBody = Type.Object({ config: Config, form: RenewalForm });
export type RenewalBody = Static<typeof RenewalBody>;

/** The message of a renewal refused because the Nota Simple is not old enough (400). */
export const NOTA_SIMPLE_NOT_DUE = 'body/form/item_id: this Nota Simple was delivered 60 days ago or less; it cannot be updated yet';

/**
 * POST pushFilesToPedido/?order_id= (multipart): the files stored by this request, and the item they are listed on.
 * Optional: without them the client reads the item it sent to, and the file it sent, from GET pedidos
 * (client/src/api/push-files-to-pedido.ts).
 */
const PUSH_FILES_SAYS = 'spec 7: pushFilesToPedido answers a "JSON response"; its fields are not shown.';
export const PushFilesResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Literal(true), PUSH_FILES_SAYS)),
  item_id: Type.Optional(assumed(NumericId, PUSH_FILES_SAYS)),
  files: Type.Optional(assumed(Type.Array(UploadedFile), PUSH_FILES_SAYS)),
  config: Config,
});
export type PushFilesResponse = Static<typeof PushFilesResponse>;

/** The longest push service URL kept (the browsers' are about 200 characters; FCM's among the longest). */
export const MAX_PUSH_ENDPOINT_LENGTH = 2000;
/** The longest `keys.p256dh`: a P-256 public key is 65 bytes, 87 characters of base64url. */
export const MAX_PUSH_P256DH_LENGTH = 200;
/** The longest `keys.auth`: the secret is 16 bytes, 22 characters of base64url. */
export const MAX_PUSH_AUTH_LENGTH = 100;
/**
 * The most subscriptions one customer (or one visitor who is not logged in) has kept: one per browser or device.
 * A further one is kept and that owner's oldest dropped (a browser that renews its subscription gets a new
 * endpoint; the old one no longer works). The same endpoint sent again replaces its earlier subscription.
 */
export const MAX_PUSH_SUBSCRIPTIONS_PER_OWNER = 10;

/** The keys' characters: base64url, padded or not. */
const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

/**
 * spec 3, 7: the browser's PushSubscription.toJSON(), sent as is: exactly its three properties, nothing else
 * (the fake keeps it, so anything beside them would be kept too: docs/decisions/028-a-hardened-fake-backend.md).
 */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ pattern: '^https://', maxLength: MAX_PUSH_ENDPOINT_LENGTH, description: 'push service URL' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      { p256dh: Base64Url(MAX_PUSH_P256DH_LENGTH), auth: Base64Url(MAX_PUSH_AUTH_LENGTH) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** `ok` is ours (spec 7 shows no answer) and optional: the client reads nothing of the answer but its config. */
export const PushSubscribeResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Literal(true), 'spec 7 lists POST pushSubscribe/ with the subscription as is; its answer is not shown.')),
  config: Config,
});
export type PushSubscribeResponse = Static<typeof PushSubscribeResponse>;

/** POST logout/ (not in the spec; the header's "log out" needs it), with an empty JSON object: the browser is anonymous again, with an empty cart. */
export const LogoutBody = Type.Object({}, { additionalProperties: false });
export type LogoutBody = Static<typeof LogoutBody>;

export const LogoutResponse = Type.Object({ ok: Type.Literal(true), config: Config });
export type LogoutResponse = Static<typeof LogoutResponse>;
