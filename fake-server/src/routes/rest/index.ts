import { endpoints, type BodyOf, type Endpoint, type EndpointName, type ParamsOf, type QueryOf } from '#contracts/api/endpoints.ts';
import type { App } from '../../plugin.ts';
import { visitorConfig } from '../../state/visitor-config.ts';
import { routeFromContract } from '../route-from-contract.ts';
import { authenticate } from './authenticate.ts';
import { checkEmail } from './check-email.ts';
import { checkoutAuthenticated } from './checkout-authenticated.ts';
import { checkoutRegister } from './checkout-register.ts';
import { clientUpdate } from './client-update.ts';
import { delQuoteItem } from './del-quote-item.ts';
import { getClient } from './get-client.ts';
import { loadOrder } from './load-order.ts';
import { loadQuote } from './load-quote.ts';
import { moneiPaymentIntent } from './monei-payment-intent.ts';
import { otherMethodsBizum } from './other-methods-bizum.ts';
import { otherMethodsPaymentIntent } from './other-methods-payment-intent.ts';
import { otherMethodsPaypal } from './other-methods-paypal.ts';
import { paypalRedirect } from './paypal-redirect.ts';
import { processBizum } from './process-bizum.ts';
import { rememberPassword } from './remember-password.ts';
import { stripeProcess } from './stripe-process.ts';
import { addGeneric } from './add-generic.ts';
import { addGenericWithAssociation } from './add-generic-with-association.ts';
import { addNs } from './add-ns.ts';
import { addQp } from './add-qp.ts';
import { addLocalizada } from './add-localizada.ts';
import { addCertidao } from './add-certidao.ts';
import { addIpredial } from './add-ipredial.ts';
import { getMunicipio } from './get-municipio.ts';
import { preValidateNs } from './pre-validate-ns.ts';
import { searchRegistros } from './search-registros.ts';
import { searchFreguesias } from './search-freguesias.ts';
import { searchSociedad } from './search-sociedad.ts';
import { searchOrganisationPortugal } from './search-organisation-portugal.ts';
import { updatePedido } from './update-pedido.ts';
import { updatePedidoNs } from './update-pedido-ns.ts';
import { updateQuoteItem } from './update-quote-item.ts';
import { updateQuoteItemGet } from './update-quote-item-get.ts';
import { updatePedidoGet } from './update-pedido-get.ts';
import { getCart } from './get-cart.ts';
import { getConfig } from './get-config.ts';
import { getVersion } from './get-version.ts';
import { getPedidos } from './get-pedidos.ts';
import { getProduct } from './get-product.ts';
import { addActualizarNsAhora } from './add-actualizar-ns-ahora.ts';
import { addActualizarPedidoAhora } from './add-actualizar-pedido-ahora.ts';
import { getInvoice } from './get-invoice.ts';
import { logout } from './logout.ts';
import { pushFilesToPedido } from './push-files-to-pedido.ts';
import { pushSubscribe } from './push-subscribe.ts';
import type { RestHandler } from './handler.ts';

/** One handler per entry of the endpoint table: a new endpoint fails the type check until it is here. */
const handlers: { [N in EndpointName]: RestHandler<N> } = {
  getConfig,
  getVersion,
  getCart,
  getProduct,
  getPedidos,
  delQuoteItem,
  checkEmail,
  authenticate,
  rememberPassword,
  getClient,
  clientUpdate,
  checkoutRegister,
  checkoutAuthenticated,
  loadOrder,
  loadQuote,
  otherMethodsPaymentIntent,
  otherMethodsPaypal,
  otherMethodsBizum,
  moneiPaymentIntent,
  paypalRedirect,
  processBizum,
  stripeProcess,
  searchRegistros,
  searchSociedad,
  searchFreguesias,
  searchOrganisationPortugal,
  getMunicipio,
  addNs,
  addQp,
  addLocalizada,
  addCertidao,
  addIpredial,
  updatePedidoNs,
  preValidateNs,
  addGeneric,
  addGenericWithAssociation,
  updateQuoteItem,
  updatePedido,
  updateQuoteItemGet,
  updatePedidoGet,
  getInvoice,
  addActualizarNsAhora,
  addActualizarPedidoAhora,
  pushFilesToPedido,
  pushSubscribe,
  logout,
};

function registerEndpoint<N extends EndpointName>(app: App, name: N): void {
  const endpoint: Endpoint = endpoints[name];
  const handler: RestHandler<N> = handlers[name];
  routeFromContract(app, endpoint, (request) => {
    const { visitor } = request;
    const store = app.fixtures.stores[visitor.storeId];
    return handler({
      // Validated against these very schemas by Fastify before the handler runs.
      params: (endpoint.params === undefined ? undefined : request.params) as ParamsOf<N>,
      query: (endpoint.query === undefined ? undefined : request.query) as QueryOf<N>,
      body: (endpoint.body === undefined ? undefined : request.body) as BodyOf<N>,
      visitor,
      store,
      config: visitorConfig(visitor, store),
      fixtures: app.fixtures,
      customers: app.customers,
      sequences: app.sequences,
      pushSubscriptions: app.pushSubscriptions,
      uploads: app.uploads,
      uploadLimitBytes: app.uploadLimitBytes,
      request,
    });
  });
}

/** The REST API of contracts/src/api/endpoints.ts, registered from the table. */
export default async function restRoutes(app: App): Promise<void> {
  for (const name of Object.keys(endpoints) as EndpointName[]) registerEndpoint(app, name);
}
