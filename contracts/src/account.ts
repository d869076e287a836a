import { Type, type Static } from 'typebox';
import { Config } from './config.ts';
import { NumericId } from './primitives.ts';
import { UploadedFile } from './cart.ts';

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
 * link while the order has no invoice yet (not paid).
 */
export const InvoiceResponse = Type.Object({
  ok: Type.Boolean(),
  link: Type.String(),
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

/** POST pushFilesToPedido/?order_id= (multipart): the files stored by this request, and the item they are listed on. */
export const PushFilesResponse = Type.Object({
  ok: Type.Literal(true),
  item_id: NumericId,
  files: Type.Array(UploadedFile),
  config: Config,
});
export type PushFilesResponse = Static<typeof PushFilesResponse>;

/** spec 3, 7: the browser's PushSubscription.toJSON(), sent as is. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ pattern: '^https://', maxLength: 2000, description: 'push service URL' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object({
      p256dh: Type.String({ minLength: 1, maxLength: 200 }),
      auth: Type.String({ minLength: 1, maxLength: 100 }),
    }),
  },
  { additionalProperties: true },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushSubscribeResponse = Type.Object({ ok: Type.Literal(true), config: Config });
export type PushSubscribeResponse = Static<typeof PushSubscribeResponse>;

/** POST logout/ (not in the spec; the header's "log out" needs it), with an empty JSON object: the browser is anonymous again, with an empty cart. */
export const LogoutBody = Type.Object({}, { additionalProperties: false });
export type LogoutBody = Static<typeof LogoutBody>;

export const LogoutResponse = Type.Object({ ok: Type.Literal(true), config: Config });
export type LogoutResponse = Static<typeof LogoutResponse>;
