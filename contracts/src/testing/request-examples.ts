import type { BodyOf, EndpointName, ParamsOf, QueryOf } from '../api/endpoints.ts';
import { DEMO_CUSTOMER } from '../fake-backend/demo-data.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';
import {
  OLD_NOTA_SIMPLE_ITEM_ID,
  OLD_NOTA_SIMPLE_ORDER_ID,
  RENEWABLE_ITEM_ID,
  RENEWABLE_ORDER_ID,
  pushSubscriptionExample,
} from './account-examples.ts';
import { cartItemExample, configExample, orderAwaitingPaymentExample } from './examples.ts';
import { birthCertificateFormExample, deedCopyFormExample } from './generic-examples.ts';
import { ORDER_ID_EXAMPLE, billingUpdateExample, customerConfigExample } from './payment-examples.ts';
import { certidaoFormExample, ipredialFormExample } from './portugal-examples.ts';
import { companySearchFormExample, deliveredSearchOfAllExample, notaSimpleEditExample, notaSimpleFormExample } from './spain-examples.ts';

/** The parts of one request, each only where the endpoint takes it. */
type RequestOf<N extends EndpointName> = (ParamsOf<N> extends undefined ? unknown : { params: ParamsOf<N> }) &
  (QueryOf<N> extends undefined ? unknown : { query: QueryOf<N> }) &
  (BodyOf<N> extends undefined ? unknown : { body: BodyOf<N> });

/** The endpoints that take a request: parameters, a query or a body. */
type TakesRequest<N extends EndpointName> =
  ParamsOf<N> extends undefined ? (QueryOf<N> extends undefined ? (BodyOf<N> extends undefined ? never : N) : N) : N;

/**
 * One valid request of every endpoint that takes one, for fakes and for the API reference's examples (the "try it out"
 * of /__docs starts from them). Missing one is a type error; examples.test.ts checks each part against its schema.
 * The multipart upload has no body schema: its example is its query alone.
 */
export const requestExamples: { [N in EndpointName as TakesRequest<N>]: () => RequestOf<N> } = {
  getProduct: () => ({ query: { id: PRODUCT_IDS.simpleNote } }),
  getPedidos: () => ({ query: { id: OLD_NOTA_SIMPLE_ORDER_ID } }),
  delQuoteItem: () => ({ query: { id: cartItemExample().id } }),
  getVersion: () => ({ query: { t: '1767225600000' } }),
  checkEmail: () => ({ params: { email: DEMO_CUSTOMER.email } }),
  authenticate: () => ({ body: { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password } }),
  rememberPassword: () => ({ params: { email: DEMO_CUSTOMER.email }, query: { path: '/customer/account' } }),
  clientUpdate: () => ({ body: { data: billingUpdateExample() } }),
  checkoutRegister: () => ({
    body: { form: { email: 'nuevo.cliente@example.com', type: 'cc', num: '4242424242424242', month: '12', year: '2030' } },
  }),
  checkoutAuthenticated: () => ({ body: { form: { email: DEMO_CUSTOMER.email, type: 'bank' } } }),
  loadOrder: () => ({ query: { id: ORDER_ID_EXAMPLE } }),
  loadQuote: () => ({ query: { id: '700000' } }),
  otherMethodsPaymentIntent: () => ({ query: { order_id: ORDER_ID_EXAMPLE } }),
  otherMethodsPaypal: () => ({ query: { order_id: ORDER_ID_EXAMPLE } }),
  otherMethodsBizum: () => ({ query: { order_id: ORDER_ID_EXAMPLE } }),
  moneiPaymentIntent: () => ({ query: { order_id: ORDER_ID_EXAMPLE } }),
  paypalRedirect: () => ({ query: { order_id: ORDER_ID_EXAMPLE } }),
  processBizum: () => ({ query: { order_id: ORDER_ID_EXAMPLE } }),
  stripeProcess: () => ({ query: { order_id: ORDER_ID_EXAMPLE } }),
  addGeneric: () => ({ body: { config: configExample(), form: deedCopyFormExample() } }),
  addGenericWithAssociation: () => ({
    body: { config: configExample(), form: birthCertificateFormExample(), origin: 'ns', origin_id: cartItemExample().id },
  }),
  updateQuoteItem: () => ({ query: { id: '1002' }, body: { config: configExample(), form: deedCopyFormExample() } }),
  updatePedido: () => {
    const order = orderAwaitingPaymentExample({ product_id: PRODUCT_IDS.deedCopy });
    return { query: { id: order.order_id ?? ORDER_ID_EXAMPLE }, body: { item_id: order.id, options: deedCopyFormExample().values } };
  },
  updateQuoteItemGet: () => ({ query: { id: '1002', form: JSON.stringify(deedCopyFormExample()) } }),
  updatePedidoGet: () => {
    const order = orderAwaitingPaymentExample({ product_id: PRODUCT_IDS.deedCopy });
    return { query: { id: order.order_id ?? ORDER_ID_EXAMPLE, item_id: order.id, options: JSON.stringify(deedCopyFormExample().values) } };
  },
  searchRegistros: () => ({ query: { app: '1', term: 'sevilla' } }),
  searchSociedad: () => ({ query: { app: '1', sociedad: 'construcciones' } }),
  getMunicipio: () => ({ body: { url: 'sevilla', folder: 'NotaSimpleRegistroPropiedad' } }),
  addNs: () => ({ body: { config: configExample(), form: notaSimpleFormExample() } }),
  addQp: () => ({ body: { config: configExample(), form: companySearchFormExample() } }),
  updatePedidoNs: () => ({ query: { id: orderAwaitingPaymentExample().id }, body: { data: notaSimpleEditExample() } }),
  preValidateNs: () => ({ body: { form: notaSimpleFormExample() } }),
  addLocalizada: () => {
    const search = deliveredSearchOfAllExample();
    return { body: { config: customerConfigExample(), form: { order_id: search.order_id ?? '', item_id: search.id, fincas: ['1', '3'] } } };
  },
  searchFreguesias: () => ({ query: { app: '1', type: 'all', term: 'paranhos' } }),
  searchOrganisationPortugal: () => ({ query: { sociedad: 'ribeiro' } }),
  addCertidao: () => ({ body: { config: configExample({ store_id: 16 }), form: certidaoFormExample() } }),
  addIpredial: () => ({ body: { config: configExample({ store_id: 16 }), form: ipredialFormExample() } }),
  getInvoice: () => ({ query: { order_id: OLD_NOTA_SIMPLE_ORDER_ID } }),
  addActualizarNsAhora: () => ({
    body: { config: customerConfigExample(), form: { order_id: OLD_NOTA_SIMPLE_ORDER_ID, item_id: OLD_NOTA_SIMPLE_ITEM_ID } },
  }),
  addActualizarPedidoAhora: () => ({
    body: { config: customerConfigExample(), form: { order_id: RENEWABLE_ORDER_ID, item_id: RENEWABLE_ITEM_ID } },
  }),
  pushFilesToPedido: () => ({ query: { order_id: OLD_NOTA_SIMPLE_ORDER_ID } }),
  pushSubscribe: () => ({ body: pushSubscriptionExample() }),
  logout: () => ({ body: {} }),
};
