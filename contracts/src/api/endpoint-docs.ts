import type { AdminEndpointName } from '../fake-backend/admin.ts';
import type { EndpointName } from './endpoints.ts';

/**
 * What each call of the contract table and of the admin API is for, in a line (and more where a caller needs it):
 * the summaries and descriptions of the API reference (docs/decisions/036-a-contract-a-third-party-can-use.md).
 * Plain text, no schemas; a call added to either table without its line here is a type error.
 */
export interface EndpointDoc {
  summary: string;
  description?: string;
}

export const endpointDocs: { [N in EndpointName]: EndpointDoc } = {
  getConfig: {
    summary: "The visitor's runtime configuration",
    description:
      'Read first: it carries the formkey every call that changes state must send, and a new visitor gets its session cookie here.',
  },
  getCart: { summary: "The visitor's cart (quote)" },
  getProduct: {
    summary: 'One product of the catalogue, in the store’s language',
    description: "The Product travels as JSON inside `message` (see its contentSchema); an unknown id answers ok false and ''.",
  },
  getPedidos: {
    summary: "The logged-in customer's order items",
    description: '`id` narrows to one order; `toFinalize=1` to the paid items that still need data from the buyer. Empty for a visitor.',
  },
  delQuoteItem: { summary: 'Removes an item from the cart' },
  getVersion: {
    summary: 'The deployed client version (version.json)',
    description: 'The client polls it and reloads on a new version (spec 4). It makes no visitor of its own.',
  },
  checkEmail: { summary: 'Whether a customer uses this e-mail address' },
  authenticate: {
    summary: 'Logs a customer in',
    description:
      'The session id rotates (a new `opf_sid` cookie); the old one may read for 60 s, not change anything. After 5 failed logins for an address in 15 minutes, or 20 from one browser, 429 with Retry-After. A successful login also sets `opf_device` (httpOnly, for this path, a year): a browser that brings the one made for the address it logs in to has 5 tries of its own instead, so strangers’ failures never lock the customer out (OWASP device cookies).',
  },
  rememberPassword: { summary: 'The link back to the login page for that address (the real backend e-mails it)' },
  getClient: { summary: "The logged-in customer's billing record" },
  clientUpdate: { summary: "Replaces the logged-in customer's billing record" },
  checkoutRegister: {
    summary: 'Places the order of a new buyer',
    description:
      'Registers the buyer and logs them in (the session id rotates); `next` says what happens after (paid, challenge, provider…).',
  },
  checkoutAuthenticated: { summary: 'Places the order of the logged-in customer (or, with the config only, checks the session)' },
  loadOrder: { summary: 'One order of the logged-in customer; ok false for any other' },
  loadQuote: { summary: 'Makes a saved quote the visitor’s cart' },
  otherMethodsPaymentIntent: {
    summary: "Multibanco: the order's payment reference",
    description: 'The MultibancoReference travels as JSON inside `message` (see its contentSchema).',
  },
  otherMethodsPaypal: { summary: 'PayPal: the URL of the provider step for the order' },
  otherMethodsBizum: { summary: 'Bizum: the URL of the provider step for the order' },
  moneiPaymentIntent: {
    summary: "MONEI: the URL of MONEI's page for the order",
    description: "With `paymethod=moneimultibanco`, the order's MultibancoReference as JSON instead.",
  },
  paypalRedirect: { summary: "PayPal's redirect step: an HTML form that posts itself to the provider" },
  processBizum: { summary: "Redsys' Bizum step: an HTML form that posts itself to the provider" },
  stripeProcess: { summary: 'Completes a card payment after the bank’s 3-D Secure step' },
  addGeneric: { summary: 'Adds a generic product, answered as its form says, to the cart' },
  addGenericWithAssociation: { summary: 'Adds a generic product linked to an item already in the cart' },
  updateQuoteItem: { summary: 'Changes the answers of a cart item (repriced as the cart does)' },
  updatePedido: {
    summary: 'Changes the answers of an ordered item',
    description: 'Repriced while the order waits for payment; a paid or cancelled item takes only answers at the price paid.',
  },
  updateQuoteItemGet: {
    summary: 'Changes the answers of a cart item: spec 7’s GET reading',
    description: 'The POST’s form travels as JSON in `form`; answered as the POST (docs/decisions/038).',
  },
  updatePedidoGet: {
    summary: 'Changes the answers of an ordered item: spec 7’s GET reading',
    description: 'The POST’s `options` (and `actions`) travel as JSON in the query; answered as the POST (docs/decisions/038).',
  },
  searchRegistros: { summary: 'Spanish municipalities and their land registries, by name' },
  searchSociedad: { summary: 'Spanish companies, by name or CIF' },
  getMunicipio: { summary: "A municipality's registries, by its page" },
  addNs: { summary: 'Adds a Nota Simple to the cart' },
  addQp: { summary: "Adds a property search (a person's or a company's properties) to the cart" },
  updatePedidoNs: { summary: 'Changes the answers of an ordered Nota Simple, while the registry has not started on it' },
  preValidateNs: { summary: 'Checks a Nota Simple form before it is ordered' },
  addLocalizada: {
    summary: 'Adds the Nota Simple of properties a delivered search found (the located-property service)',
    description:
      'One located property (18361) per property, each once; the search must be a delivered search of all properties of the caller’s.',
  },
  searchFreguesias: { summary: 'Portuguese parishes, by name' },
  searchOrganisationPortugal: { summary: 'Portuguese companies, by name or NIPC' },
  addCertidao: { summary: 'Adds a Certidão Permanente to the cart' },
  addIpredial: { summary: 'Adds a simplified property report (IPredial) to the cart' },
  getInvoice: {
    summary: "The link to an order's invoice PDF",
    description:
      'The link leads to GET /desktopapp/rest/documents/{order_id}/{file}. ok false and an empty link while the order has no invoice.',
  },
  addActualizarNsAhora: { summary: 'Orders an update of a delivered Nota Simple (more than 60 days old)' },
  addActualizarPedidoAhora: { summary: 'Orders a delivered document again, as the same request' },
  pushFilesToPedido: {
    summary: 'Uploads a document (PDF, JPEG or PNG) for an order',
    description: 'multipart/form-data: up to 5 `file` parts of at most 25 MB each, 100 MB per visitor in all. Never retried by the client.',
  },
  pushSubscribe: { summary: "Keeps the browser's push subscription (at most 10 per customer; the oldest goes)" },
  logout: { summary: 'Logs out: the session id rotates and the cart is empty' },
};

export const adminEndpointDocs: { [N in AdminEndpointName]: EndpointDoc } = {
  reset: { summary: 'Resets the visitor (or, with `all`, every visitor, customer, order and upload)' },
  seed: { summary: 'Seeds the visitor with a named scenario (a cart, a logged-in customer with orders…)' },
  faults: {
    summary: "Makes the visitor's next calls to a path fail or answer late",
    description: 'Any status from 400 to 599: that is why every call documents a `default` answer.',
  },
  multibancoPaid: { summary: 'Marks a Multibanco reference paid, as the bank would' },
  clock: { summary: "Moves a customer's orders through their lifecycle by days" },
  incidence: { summary: 'Puts an order (or one of its items) in incidence' },
  pushSubscriptions: { summary: 'Every push subscription received' },
  version: { summary: 'The client version this visitor is told is deployed' },
  state: { summary: "What the dev panel shows of the caller's visitor" },
  journal: { summary: "The visitor's last calls" },
  store: { summary: "Switches the visitor's store" },
  login: { summary: 'Logs a demo customer in without a password (or out)' },
};
