import { PROVIDER_PAGE_METHODS, type PaymentMethod, type ProviderPageMethod } from './payment-methods.ts';

/**
 * Every route of the client, written once (issue 26, docs/decisions/039-one-path-table.md): the router's table, links,
 * guards, analytics rules, the size budget, the fake backend's provider pages and the e2e specs take their paths from
 * here. No client or e2e file writes a route path literal: the lint rule `local/no-route-path-literal` fails one, and
 * knows the routes' first segments from ROUTE_ROOTS below.
 *
 * A builder gives one concrete path ('/customer/orders/1400004022'); a `*Pattern` is the router's pattern of a route
 * with parameters ('/customer/orders/:orderId').
 */

/** The dedicated wizards' steps, in order: the route of each is its flow's base path and the step id. */
export const NOTE_STEPS = ['step1', 'step2', 'step3', 'step4', 'step41', 'step42', 'step5', 'step6'] as const;
export type NoteStep = (typeof NOTE_STEPS)[number];
export const QUERY_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7'] as const;
export type QueryStep = (typeof QUERY_STEPS)[number];
export const LOCATED_STEPS = ['step1', 'step2'] as const;
export type LocatedStep = (typeof LOCATED_STEPS)[number];
export const CERTIFICATE_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7', 'step8'] as const;
export type CertificateStep = (typeof CERTIFICATE_STEPS)[number];
export const REPORT_STEPS = ['step1', 'step2', 'step21', 'step3', 'step4', 'confirmation'] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];

/** A dedicated wizard's routes: one per step under its base path, and the add-to-cart route that ends it. */
export interface FlowRoutes<S extends string> {
  /** '/nota-simple': every step's route starts with it. */
  readonly base: string;
  readonly steps: readonly S[];
  /** The route of one step. */
  step(step: S): string;
  /** The first step's route, where the wizard starts. */
  readonly start: string;
  /** The route that adds the finished wizard's item to the cart, e.g. '/cart/add/ns'. */
  readonly addToCart: string;
}

function flowRoutes<const S extends string>(base: string, steps: readonly [S, ...S[]], addToCart: string): FlowRoutes<S> {
  const step = (id: S) => `${base}/${id}`;
  return { base, steps, step, start: step(steps[0]), addToCart };
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The steps of a generic product's flow (spec 2): step1 to step30, then its confirmation. */
export type ProductStep = `step${number}` | 'confirmation';

const simpleNote = flowRoutes('/nota-simple', NOTE_STEPS, '/cart/add/ns');
const propertiesQuery = flowRoutes('/q-propiedades', QUERY_STEPS, '/cart/add/qpropiedades');
const locatedProperties = flowRoutes('/q-propiedades/localizadas', LOCATED_STEPS, '/cart/add/localizadas');
const certificate = flowRoutes('/certidao-permanente', CERTIFICATE_STEPS, '/cart/add/certidao');
const report = flowRoutes('/i-predial-simplificada', REPORT_STEPS, '/cart/add/ipredial');

/** Legal pages and the contact page (decision 022), by id. */
const LEGAL = {
  legalNotice: '/legal/aviso-legal',
  privacy: '/legal/privacidad',
  terms: '/legal/condiciones',
  cookies: '/legal/cookies',
  contact: '/contacto',
} as const;

/** The municipality landing pages' two folders (spec 2 "Municipality landing pages"). */
export const MUNICIPALITY_FOLDERS = ['RegistroPropiedad', 'NotaSimpleRegistroPropiedad'] as const;
export type MunicipalityFolder = (typeof MUNICIPALITY_FOLDERS)[number];

export const ROUTES = {
  /** The app's root, which forwards to the services chooser. */
  root: '/',
  /** The services chooser, the store's home. */
  services: '/servicios',
  /** The chooser after a failed payment: the cart is fetched again (spec 2). */
  servicesReset: '/servicios/reset',
  /**
   * "Which documents do I need?" (issue 42): the situation question, then one page per situation that asks its
   * follow-ups one at a time and ends on its documents. The answers so far are a segment of the path
   * ('will-yes', document-guide.ts answersSegment), not the query string, which every link carries on (issue 41).
   */
  guide: {
    start: '/servicios/guia',
    situation: (situationId: string, answers = '') =>
      `/servicios/guia/${segment(situationId)}${answers === '' ? '' : `/${segment(answers)}`}`,
    situationPattern: '/servicios/guia/:situation',
    answeredPattern: '/servicios/guia/:situation/:answers',
  },

  simpleNote: {
    ...simpleNote,
    /** step0: the municipality landing page's way in, before step1. */
    intro: `${simpleNote.base}/step0`,
    /** Correcting a Nota Simple already ordered (updatePedidoNS, docs/decisions/038). */
    correct: (orderId: string, itemId: string) => `${simpleNote.base}/corregir/${segment(orderId)}/${segment(itemId)}`,
    correctPattern: `${simpleNote.base}/corregir/:orderId/:itemId`,
  },
  propertiesQuery,
  locatedProperties: {
    ...locatedProperties,
    /** Where the service starts, from the delivered search it names (docs/decisions/038). */
    entry: (orderId: string, itemId: string) => `${locatedProperties.base}/${segment(orderId)}/${segment(itemId)}`,
    entryPattern: `${locatedProperties.base}/:orderId/:itemId`,
  },
  certificate: {
    ...certificate,
    /** An old address of the review: it forwards to step8 (decision 011). */
    confirmation: `${certificate.base}/confirmation`,
  },
  report,
  product: {
    step: (step: ProductStep, productId: string | number) => `/product/${step}/${segment(productId)}`,
    start: (productId: string | number) => `/product/step1/${segment(productId)}`,
    stepPattern: '/product/:step/:productId',
    /** Changing an item of an order whose answers are missing (spec 2 "finalize"). */
    update: (orderId: string, itemId: string) => `/product/actualizar/${segment(orderId)}/${segment(itemId)}`,
    updatePattern: '/product/actualizar/:orderId/:itemId',
    addToCart: '/cart/add/product',
  },
  /** Every add-to-cart route starts with this. */
  cartAddBase: '/cart/add',

  /** Every customer route (identification, payment, checkout, account) starts with this. */
  customerBase: '/customer',
  register: '/customer/register',
  authenticate: '/customer/authenticate',
  authenticateAs: (email: string) => `/customer/authenticate/${segment(email)}`,
  authenticateAsPattern: '/customer/authenticate/:email',

  payment: {
    choose: '/customer/payment',
    order: (orderId: string) => `/customer/payment/order/${segment(orderId)}`,
    orderPattern: '/customer/payment/order/:orderId',
    quote: (quoteId: string) => `/customer/payment/quote/${segment(quoteId)}`,
    quotePattern: '/customer/payment/quote/:quoteId',
    retry: '/customer/payment/retry',
    retryOrder: (orderId: string) => `/customer/payment/retry/${segment(orderId)}`,
    retryOrderPattern: '/customer/payment/retry/:orderId',
    card: '/customer/payment/cc',
    stripe: '/customer/payment/stripe',
    threeDs: '/customer/payment/3ds',
    threeDsOrder: (orderId: string) => `/customer/payment/3ds/order/${segment(orderId)}`,
    threeDsOrderPattern: '/customer/payment/3ds/order/:orderId',
    /** customer/payment/paypal, bizum and monei (?order_id=): on to the provider's page, and back with &return=1. */
    provider: (method: ProviderPageMethod) => `/customer/payment/${method}`,
    /** The page of a payment method by its name (customer/payment/cc, customer/payment/paypal, ...). */
    method: (method: PaymentMethod) => `/customer/payment/${method}`,
    multibanco: '/customer/payment/multibanco',
    moneiMultibanco: '/customer/payment/monei/multibanco',
  },
  checkout: {
    start: '/customer/checkout',
    /** customer/checkout/3ds?order_id=: back from the bank's challenge, the card payment is completed. */
    threeDs: '/customer/checkout/3ds',
    success: '/customer/checkout/success',
    successOf: (orderId: string) => `/customer/checkout/success/${segment(orderId)}`,
    successOfPattern: '/customer/checkout/success/:orderId',
    finalize: (itemId: string) => `/customer/checkout/finalize/${segment(itemId)}`,
    finalizePattern: '/customer/checkout/finalize/:itemId',
  },
  account: {
    orders: '/customer/orders',
    order: (orderId: string) => `/customer/orders/${segment(orderId)}`,
    orderPattern: '/customer/orders/:orderId',
  },

  municipality: (folder: MunicipalityFolder, urlMunicipio: string) => `/${folder}/${segment(urlMunicipio)}`,
  municipalityPattern: (folder: MunicipalityFolder) => `/${folder}/:urlMunicipio`,
  legal: LEGAL,
  /** The router's catch-all: an unknown path shows the chooser. */
  notFoundPattern: '*',
} as const;

/** The dedicated wizards' routes by their flow id (a flow's session key is wizard_{id}; a host page opens it by name). */
export const WIZARD_ROUTES = {
  'nota-simple': ROUTES.simpleNote,
  'q-propiedades': ROUTES.propertiesQuery,
  'certidao-permanente': ROUTES.certificate,
  'i-predial-simplificada': ROUTES.report,
} as const;
export type WizardName = keyof typeof WIZARD_ROUTES;

/**
 * Every route pattern the router defines, one per route (a ':name' segment is a parameter): what the size budget
 * and the lint rule check against.
 */
export const ROUTE_PATTERNS: readonly string[] = [
  ROUTES.root,
  ROUTES.services,
  ROUTES.servicesReset,
  ROUTES.guide.start,
  ROUTES.guide.situationPattern,
  ROUTES.guide.answeredPattern,
  ROUTES.simpleNote.intro,
  ...NOTE_STEPS.map(ROUTES.simpleNote.step),
  ROUTES.simpleNote.addToCart,
  ROUTES.simpleNote.correctPattern,
  ...QUERY_STEPS.map(ROUTES.propertiesQuery.step),
  ROUTES.propertiesQuery.addToCart,
  ROUTES.locatedProperties.entryPattern,
  ...LOCATED_STEPS.map(ROUTES.locatedProperties.step),
  ROUTES.locatedProperties.addToCart,
  ...CERTIFICATE_STEPS.map(ROUTES.certificate.step),
  ROUTES.certificate.confirmation,
  ROUTES.certificate.addToCart,
  ...REPORT_STEPS.map(ROUTES.report.step),
  ROUTES.report.addToCart,
  ROUTES.product.stepPattern,
  ROUTES.product.updatePattern,
  ROUTES.product.addToCart,
  ROUTES.register,
  ROUTES.authenticate,
  ROUTES.authenticateAsPattern,
  ROUTES.payment.choose,
  ROUTES.payment.orderPattern,
  ROUTES.payment.quotePattern,
  ROUTES.payment.retry,
  ROUTES.payment.retryOrderPattern,
  ROUTES.payment.card,
  ROUTES.payment.stripe,
  ROUTES.payment.threeDs,
  ROUTES.payment.threeDsOrderPattern,
  ...PROVIDER_PAGE_METHODS.map(ROUTES.payment.provider),
  ROUTES.payment.multibanco,
  ROUTES.payment.moneiMultibanco,
  ROUTES.checkout.start,
  ROUTES.checkout.threeDs,
  ROUTES.checkout.success,
  ROUTES.checkout.successOfPattern,
  ROUTES.checkout.finalizePattern,
  ROUTES.account.orders,
  ROUTES.account.orderPattern,
  ...MUNICIPALITY_FOLDERS.map(ROUTES.municipalityPattern),
  ...Object.values(LEGAL),
];

/**
 * The first segment of every route ('servicios', 'customer', 'cart', ...): a string in client or e2e code that starts
 * with '/' and one of these is a route path, and must come from this module (eslint.config.js reads them from here
 * through scripts/lint-rules.test.ts, which checks the rule's list against this one).
 */
export const ROUTE_ROOTS: readonly string[] = [
  ...new Set(ROUTE_PATTERNS.map((pattern) => pattern.split('/')[1] ?? '').filter((root) => root !== '')),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source of a RegExp matching a path of this pattern (':name' matches one segment), to build larger ones from. */
export const patternSource = (pattern: string): string =>
  pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : escapeRegExp(part)))
    .join('/');

/** A RegExp matching a whole path of this pattern. */
export const patternRegExp = (pattern: string): RegExp => new RegExp(`^${patternSource(pattern)}$`);

/** Whether a path (without its query string) is a route the router defines. */
export const isRoutePath = (path: string): boolean => ROUTE_PATTERNS.some((pattern) => patternRegExp(pattern).test(path));

/** Whether `pathname` is `base` itself or a route under it ('/customer' covers '/customer/orders', not '/customers'). */
export const isUnder = (pathname: string, base: string): boolean => pathname === base || pathname.startsWith(`${base}/`);

/** The step and product of a generic product's step route ('/product/step2/18444'), or null for any other path. */
export function productStepOf(pathname: string): { step: ProductStep; productId: string } | null {
  const match = /^\/product\/(step[0-9]+|confirmation)\/([^/]+)/.exec(pathname);
  return match?.[1] && match[2] ? { step: match[1] as ProductStep, productId: match[2] } : null;
}

const RETURN_PARAM = 'return';

/** Where a provider's page sends the buyer once they have answered. */
export const providerReturnUrl = (method: ProviderPageMethod, orderId: string): string =>
  `${ROUTES.payment.provider(method)}?order_id=${orderId}&${RETURN_PARAM}=1`;

/** Whether the provider payment route was reached on the way back from the provider's page. */
export const isProviderReturn = (search: URLSearchParams): boolean => search.get(RETURN_PARAM) === '1';

/** Where the bank's 3DS challenge sends the buyer once they have answered. */
export const threeDsReturnUrl = (orderId: string): string => `${ROUTES.checkout.threeDs}?order_id=${orderId}`;
