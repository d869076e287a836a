import type { EndpointName, ResponseOf } from '../api/endpoints.ts';
import { DEMO_CUSTOMER } from '../fake-backend/demo-data.ts';
import {
  cartExample,
  cartItemExample,
  configExample,
  deedCopyInCartExample,
  orderAwaitingPaymentExample,
  portugueseConfigExample,
  productExample,
} from './examples.ts';
import { OLD_NOTA_SIMPLE_ITEM_ID, OLD_NOTA_SIMPLE_ORDER_ID, deliveredNotaSimpleExample, uploadedFileExample } from './account-examples.ts';
import { documentLink } from '../api/account.ts';
import { addedBirthCertificateExample, addedDeedCopyExample } from './generic-examples.ts';
import {
  ORDER_ID_EXAMPLE,
  billingRecordExample,
  spanishRegionsExample,
  customerConfigExample,
  multibancoReferenceExample,
  paidConfigExample,
  paidOrderExample,
} from './payment-examples.ts';
import { addedCertidaoExample, addedIpredialExample, organisationExample, paranhosExample } from './portugal-examples.ts';
import {
  addedLocatedPropertyExample,
  addedNotaSimpleExample,
  addedPropertySearchExample,
  companyExample,
  sevillaExample,
  sevillaSuggestionExample,
  unknownOwnerPreValidationExample,
} from './spain-examples.ts';

/** A provider step's page (decision 007): a form that posts itself to the provider. */
const providerPage = (action: string) =>
  `<!doctype html><html lang="es"><body><form method="post" action="${action}"><button>Continuar</button></form></body></html>`;

/**
 * One successful (200) answer of every endpoint of the contract table, for fakes that need any valid
 * answer: `responseExamples.getCart()`. Adding an endpoint to the table without an example here is a
 * type error; examples.test.ts checks each against the endpoint's response schema.
 */
export const responseExamples = {
  getConfig: () => ({ config: configExample() }),
  /** The app's version (spec 9). */
  getVersion: () => ({ version: '5.46.3' }),
  getCart: () => cartExample(),
  getProduct: () => ({ ok: true, message: JSON.stringify(productExample()), config: configExample() }),
  getPedidos: () => ({ pedidos: [orderAwaitingPaymentExample()], config: customerConfigExample() }),
  delQuoteItem: () => ({ cart: [deedCopyInCartExample()], config: configExample() }),
  checkEmail: () => ({ ok: true, exists: true, config: configExample() }),
  authenticate: () => ({ ok: true, message: '', config: customerConfigExample() }),
  rememberPassword: () => ({
    ok: true,
    link: `/customer/authenticate/${encodeURIComponent(DEMO_CUSTOMER.email)}`,
    config: configExample(),
  }),
  getClient: () => ({ client: billingRecordExample(), regions: spanishRegionsExample(), config: customerConfigExample() }),
  clientUpdate: () => ({ ok: true, message: '', client: billingRecordExample(), config: customerConfigExample() }),
  checkoutRegister: () => ({ ok: true, message: '', next: 'paid', order_id: ORDER_ID_EXAMPLE, config: paidConfigExample() }),
  checkoutAuthenticated: () => ({ ok: true, message: '', next: 'provider', order_id: ORDER_ID_EXAMPLE, config: customerConfigExample() }),
  loadOrder: () => ({ ok: true, order: paidOrderExample(), config: paidConfigExample() }),
  loadQuote: () => ({ ok: true, cart: cartExample().cart, config: configExample() }),
  otherMethodsPaymentIntent: () => ({
    ok: true,
    message: JSON.stringify(multibancoReferenceExample()),
    config: configExample({ store_id: 16 }),
  }),
  otherMethodsPaypal: () => ({ ok: true, message: `/paypal/standard/redirect/?order_id=${ORDER_ID_EXAMPLE}`, config: configExample() }),
  otherMethodsBizum: () => ({ ok: true, message: `/redsys/rest/processBizum?order_id=${ORDER_ID_EXAMPLE}`, config: configExample() }),
  moneiPaymentIntent: () => ({
    ok: true,
    message: `/monei/checkout?order_id=${ORDER_ID_EXAMPLE}`,
    config: configExample({ store_id: 17 }),
  }),
  paypalRedirect: () => providerPage(`/paypal/simulator?order_id=${ORDER_ID_EXAMPLE}`),
  processBizum: () => providerPage(`/redsys/simulator?order_id=${ORDER_ID_EXAMPLE}`),
  stripeProcess: () => ({ ok: true, message: '', order_id: ORDER_ID_EXAMPLE, config: paidConfigExample() }),
  addGeneric: () => {
    const added = addedDeedCopyExample();
    return { ok: true, item_id: added.id, cart: [added], config: configExample() };
  },
  addGenericWithAssociation: () => {
    const origin = cartItemExample();
    const added = addedBirthCertificateExample(origin.id);
    return { ok: true, item_id: added.id, cart: [origin, deedCopyInCartExample(), added], config: configExample() };
  },
  updateQuoteItem: () => ({ cart: [cartItemExample(), addedDeedCopyExample({ id: '1002' })], config: configExample() }),
  updatePedido: () => ({ ok: true, pedido: orderAwaitingPaymentExample(), config: customerConfigExample() }),
  updateQuoteItemGet: () => ({ cart: [cartItemExample(), addedDeedCopyExample({ id: '1002' })], config: configExample() }),
  updatePedidoGet: () => ({ ok: true, pedido: orderAwaitingPaymentExample(), config: customerConfigExample() }),
  searchRegistros: () => [sevillaSuggestionExample()],
  searchSociedad: () => [companyExample()],
  getMunicipio: () => ({ ok: true, municipio: sevillaExample(), config: configExample() }),
  addNs: () => {
    const added = addedNotaSimpleExample();
    return { ok: true, item_id: added.id, cart: [added], config: configExample() };
  },
  addQp: () => {
    const added = addedPropertySearchExample();
    return { ok: true, item_id: added.id, cart: [added], config: configExample() };
  },
  updatePedidoNs: () => ({ ok: true, pedido: orderAwaitingPaymentExample(), config: customerConfigExample() }),
  preValidateNs: () => unknownOwnerPreValidationExample(),
  addLocalizada: () => {
    const added = addedLocatedPropertyExample();
    return { ok: true, item_id: added.id, cart: [added], config: customerConfigExample() };
  },
  searchFreguesias: () => [paranhosExample()],
  searchOrganisationPortugal: () => [organisationExample()],
  addCertidao: () => {
    const added = addedCertidaoExample();
    return { ok: true, item_id: added.id, cart: [added], config: portugueseConfigExample() };
  },
  addIpredial: () => {
    const added = addedIpredialExample();
    return { ok: true, item_id: added.id, cart: [added], config: portugueseConfigExample() };
  },
  getInvoice: () => ({ ok: true, link: documentLink(OLD_NOTA_SIMPLE_ORDER_ID, 'factura'), config: customerConfigExample() }),
  addActualizarNsAhora: () => {
    const added = cartItemExample({ id: '1003', referencia: deliveredNotaSimpleExample().referencia });
    return { ok: true, item_id: added.id, cart: [added], config: customerConfigExample() };
  },
  addActualizarPedidoAhora: () => {
    const added = { ...addedBirthCertificateExample(''), parent_id: null };
    return { ok: true, item_id: added.id, cart: [added], config: customerConfigExample() };
  },
  pushFilesToPedido: () => ({
    ok: true,
    item_id: OLD_NOTA_SIMPLE_ITEM_ID,
    files: [uploadedFileExample()],
    config: customerConfigExample(),
  }),
  pushSubscribe: () => ({ ok: true, config: customerConfigExample() }),
  logout: () => ({ ok: true, config: configExample() }),
} satisfies { [N in EndpointName]: () => ResponseOf<N> };
