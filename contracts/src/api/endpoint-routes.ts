/**
 * Where each endpoint of the contract table lives and how it is called: method, path and the few routing facts
 * the client needs at run time. No schemas here: this module is what the browser bundles, and it must not
 * pull TypeBox in (docs/decisions/026-no-typebox-in-the-client-and-a-size-budget.md). The schema table
 * `endpoints.ts` spreads each entry and adds its schemas, so the two cannot disagree on a method or a path.
 */
export interface EndpointRoute {
  method: 'GET' | 'POST';
  path: string;
  /** Cart calls are retried like failed GETs (spec 7). */
  cartCall?: boolean;
  /** 'html': the 200 answer is an HTML page (a string), not JSON (decision 007). */
  produces?: 'html';
  /** 'multipart': the body is multipart/form-data, read as a stream by the route itself (no body schema). */
  consumes?: 'multipart';
  /**
   * The call changes the visitor's state (cart, login, order, payment): the server refuses it from another site and
   * without the configuration's formkey in FORM_KEY_HEADER (docs/decisions/029-cross-site-requests-and-the-formkey.md).
   */
  changesState?: true;
}

/** The request header carrying `config.formkey` on every call that changes state (EndpointRoute.changesState). */
export const FORM_KEY_HEADER = 'x-form-key';

/**
 * The version file (spec 7 "version file", spec 4 "Version check and reload"): the build writes it beside the client
 * from package.json's version (scripts/version-file.ts); the client compares it with the version it was built with
 * and reloads on a change. docs/decisions/014-stored-values-and-safe-deploys.md
 */
export const VERSION_FILE = 'version.json';

export const endpointRoutes = {
  getConfig: { method: 'GET', path: '/desktopapp/rest/config' },
  getCart: { method: 'GET', path: '/desktopapp/rest/cart', cartCall: true },
  getProduct: { method: 'GET', path: '/desktopapp/rest/product' },
  getPedidos: { method: 'GET', path: '/desktopapp/rest/pedidos' },
  delQuoteItem: { method: 'GET', path: '/desktopapp/rest/delquoteitem', cartCall: true, changesState: true },
  /** The deployed client's version file (spec 7), beside the app; the client checks it for a new deploy. */
  getVersion: { method: 'GET', path: `/${VERSION_FILE}` },

  // spec 7 "Customer and checkout", plus loadorder/loadquote and the client record of "Data".
  checkEmail: { method: 'GET', path: '/desktopapp/rest/checkEmail/email/:email' },
  authenticate: { method: 'POST', path: '/desktopapp/rest/authenticate/', changesState: true },
  rememberPassword: { method: 'GET', path: '/desktopapp/rest/rememberPassword/email/:email/', changesState: true },
  getClient: { method: 'GET', path: '/desktopapp/rest/client' },
  clientUpdate: { method: 'POST', path: '/desktopapp/rest/clientupdate', changesState: true },
  checkoutRegister: { method: 'POST', path: '/desktopapp/rest/checkoutRegister/', changesState: true },
  checkoutAuthenticated: { method: 'POST', path: '/desktopapp/rest/checkoutAuthenticated/', changesState: true },
  loadOrder: { method: 'GET', path: '/desktopapp/rest/loadorder' },
  loadQuote: { method: 'GET', path: '/desktopapp/rest/loadquote', cartCall: true, changesState: true },

  // spec 7 "Payments": the payment intents, the provider steps that answer HTML, and the card completion.
  otherMethodsPaymentIntent: { method: 'GET', path: '/desktopapp/rest/otherMethodsPaymentIntent/', changesState: true },
  otherMethodsPaypal: { method: 'GET', path: '/desktopapp/rest/otherMethodsPaypal/', changesState: true },
  otherMethodsBizum: { method: 'GET', path: '/desktopapp/rest/otherMethodsBizum/', changesState: true },
  moneiPaymentIntent: { method: 'GET', path: '/desktopapp/rest/moneiPaymentIntent/', changesState: true },
  paypalRedirect: { method: 'GET', path: '/paypal/standard/redirect/', produces: 'html' },
  processBizum: { method: 'GET', path: '/redsys/rest/processBizum', produces: 'html' },
  stripeProcess: { method: 'GET', path: '/stripe/rest/process/', changesState: true },

  // The generic product's calls (spec 7).
  addGeneric: { method: 'POST', path: '/desktopapp/rest/addgeneric', cartCall: true, changesState: true },
  addGenericWithAssociation: { method: 'POST', path: '/desktopapp/rest/addgenericWithAssociation', cartCall: true, changesState: true },
  updateQuoteItem: { method: 'POST', path: '/desktopapp/rest/updatequoteitem', cartCall: true, changesState: true },
  updatePedido: { method: 'POST', path: '/desktopapp/rest/updatepedido', changesState: true },
  /** Spec 7's other readings of the same two calls: GETs carrying the form in the query (generic.ts). */
  updateQuoteItemGet: { method: 'GET', path: '/desktopapp/rest/updatequoteitem', cartCall: true, changesState: true },
  updatePedidoGet: { method: 'GET', path: '/desktopapp/rest/updatepedido', changesState: true },

  // Spain's Nota Simple, property search, registry and company searches and municipality pages (spec 7).
  searchRegistros: { method: 'GET', path: '/registros.php' },
  searchSociedad: { method: 'GET', path: '/sociedad.php' },
  getMunicipio: { method: 'POST', path: '/desktopapp/rest/municipio/' },
  addNs: { method: 'POST', path: '/desktopapp/rest/addns', cartCall: true, changesState: true },
  addQp: { method: 'POST', path: '/desktopapp/rest/addqp', cartCall: true, changesState: true },
  updatePedidoNs: { method: 'POST', path: '/desktopapp/rest/updatePedidoNS', changesState: true },
  preValidateNs: { method: 'POST', path: '/panel/rest/preValidateNs' },
  /** The located-property service (spec 1): ours, as spec 7 names no call for it (spain.ts, docs/decisions/038). */
  addLocalizada: { method: 'POST', path: '/desktopapp/rest/addlocalizada', cartCall: true, changesState: true },

  // Portugal's searches and add-to-cart calls (spec 7).
  searchFreguesias: { method: 'GET', path: '/freguesias.php' },
  searchOrganisationPortugal: { method: 'GET', path: '/desktopapp/rest/searchOrganisationPortugal' },
  addCertidao: { method: 'POST', path: '/desktopapp/rest/addcertidao', cartCall: true, changesState: true },
  addIpredial: { method: 'POST', path: '/desktopapp/rest/addipredial', cartCall: true, changesState: true },

  // The account area's calls (spec 6, 7).
  getInvoice: { method: 'GET', path: '/desktopapp/rest/invoice/' },
  addActualizarNsAhora: { method: 'POST', path: '/desktopapp/rest/addactualizarnsahora', cartCall: true, changesState: true },
  addActualizarPedidoAhora: { method: 'POST', path: '/desktopapp/rest/addactualizarpedidoahora', cartCall: true, changesState: true },
  /** multipart/form-data: the file in UPLOAD_FILE_FIELD, optionally item_id (uploads.ts); streamed, never retried. */
  pushFilesToPedido: { method: 'POST', path: '/desktopapp/rest/pushFilesToPedido/', consumes: 'multipart', changesState: true },
  pushSubscribe: { method: 'POST', path: '/desktopapp/rest/pushSubscribe/', changesState: true },
  logout: { method: 'POST', path: '/desktopapp/rest/logout/', changesState: true },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointRoutes = typeof endpointRoutes;
export type RouteName = keyof EndpointRoutes;
