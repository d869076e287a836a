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
}

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
  delQuoteItem: { method: 'GET', path: '/desktopapp/rest/delquoteitem', cartCall: true },
  /** The deployed client's version file (spec 7), beside the app; the client checks it for a new deploy. */
  getVersion: { method: 'GET', path: `/${VERSION_FILE}` },

  // spec 7 "Customer and checkout", plus loadorder/loadquote and the client record of "Data".
  checkEmail: { method: 'GET', path: '/desktopapp/rest/checkEmail/email/:email' },
  authenticate: { method: 'POST', path: '/desktopapp/rest/authenticate/' },
  rememberPassword: { method: 'GET', path: '/desktopapp/rest/rememberPassword/email/:email/' },
  getClient: { method: 'GET', path: '/desktopapp/rest/client' },
  clientUpdate: { method: 'POST', path: '/desktopapp/rest/clientupdate' },
  checkoutRegister: { method: 'POST', path: '/desktopapp/rest/checkoutRegister/' },
  checkoutAuthenticated: { method: 'POST', path: '/desktopapp/rest/checkoutAuthenticated/' },
  loadOrder: { method: 'GET', path: '/desktopapp/rest/loadorder' },
  loadQuote: { method: 'GET', path: '/desktopapp/rest/loadquote', cartCall: true },

  // spec 7 "Payments": the payment intents, the provider steps that answer HTML, and the card completion.
  otherMethodsPaymentIntent: { method: 'GET', path: '/desktopapp/rest/otherMethodsPaymentIntent/' },
  otherMethodsPaypal: { method: 'GET', path: '/desktopapp/rest/otherMethodsPaypal/' },
  otherMethodsBizum: { method: 'GET', path: '/desktopapp/rest/otherMethodsBizum/' },
  moneiPaymentIntent: { method: 'GET', path: '/desktopapp/rest/moneiPaymentIntent/' },
  paypalRedirect: { method: 'GET', path: '/paypal/standard/redirect/', produces: 'html' },
  processBizum: { method: 'GET', path: '/redsys/rest/processBizum', produces: 'html' },
  stripeProcess: { method: 'GET', path: '/stripe/rest/process/' },

  // The generic product's calls (spec 7).
  addGeneric: { method: 'POST', path: '/desktopapp/rest/addgeneric', cartCall: true },
  addGenericWithAssociation: { method: 'POST', path: '/desktopapp/rest/addgenericWithAssociation', cartCall: true },
  updateQuoteItem: { method: 'POST', path: '/desktopapp/rest/updatequoteitem', cartCall: true },
  updatePedido: { method: 'POST', path: '/desktopapp/rest/updatepedido' },

  // Spain's Nota Simple, property search, registry and company searches and municipality pages (spec 7).
  searchRegistros: { method: 'GET', path: '/registros.php' },
  searchSociedad: { method: 'GET', path: '/sociedad.php' },
  getMunicipio: { method: 'POST', path: '/desktopapp/rest/municipio/' },
  addNs: { method: 'POST', path: '/desktopapp/rest/addns', cartCall: true },
  addQp: { method: 'POST', path: '/desktopapp/rest/addqp', cartCall: true },
  updatePedidoNs: { method: 'POST', path: '/desktopapp/rest/updatePedidoNS' },
  preValidateNs: { method: 'POST', path: '/panel/rest/preValidateNs' },

  // Portugal's searches and add-to-cart calls (spec 7).
  searchFreguesias: { method: 'GET', path: '/freguesias.php' },
  searchOrganisationPortugal: { method: 'GET', path: '/desktopapp/rest/searchOrganisationPortugal' },
  addCertidao: { method: 'POST', path: '/desktopapp/rest/addcertidao', cartCall: true },
  addIpredial: { method: 'POST', path: '/desktopapp/rest/addipredial', cartCall: true },

  // The account area's calls (spec 6, 7).
  getInvoice: { method: 'GET', path: '/desktopapp/rest/invoice/' },
  addActualizarNsAhora: { method: 'POST', path: '/desktopapp/rest/addactualizarnsahora', cartCall: true },
  addActualizarPedidoAhora: { method: 'POST', path: '/desktopapp/rest/addactualizarpedidoahora', cartCall: true },
  /** multipart/form-data: the file in UPLOAD_FILE_FIELD, optionally item_id (uploads.ts); streamed, never retried. */
  pushFilesToPedido: { method: 'POST', path: '/desktopapp/rest/pushFilesToPedido/', consumes: 'multipart' },
  pushSubscribe: { method: 'POST', path: '/desktopapp/rest/pushSubscribe/' },
  logout: { method: 'POST', path: '/desktopapp/rest/logout/' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointRoutes = typeof endpointRoutes;
export type RouteName = keyof EndpointRoutes;
