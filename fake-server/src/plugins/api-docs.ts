import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { ADMIN_PREFIX, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { accountEndpoints } from '#contracts/api/account-endpoints.ts';
import { customerEndpoints } from '#contracts/api/customer-endpoints.ts';
import { adminEndpointDocs, endpointDocs } from '#contracts/api/endpoint-docs.ts';
import { type Endpoint, type EndpointName, endpoints } from '#contracts/api/endpoints.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { genericEndpoints } from '#contracts/api/generic-endpoints.ts';
import { paymentEndpoints } from '#contracts/api/payment-endpoints.ts';
import { portugalEndpoints } from '#contracts/api/portugal-endpoints.ts';
import { spainEndpoints } from '#contracts/api/spain-endpoints.ts';
import { adminRequestExamples, adminResponseExamples, requestExamples, responseExamples } from '../api-docs/examples.ts';
import { type DocumentedCall, type Guard, openApiDocument } from '../api-docs/openapi.ts';
import { sharedPlugin } from '../plugin.ts';
import { guardFor } from './cross-site.ts';

/** Where the reference page lives; the document is at DOCS_PREFIX/openapi.json. */
export const DOCS_PREFIX = '/__docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

/** Each area of the contract table is a tag of the reference page, in this order; the rest are the cart and configuration. */
const AREAS: [tag: string, table: Record<string, Endpoint>][] = [
  ['Customer and checkout', customerEndpoints],
  ['Payments', paymentEndpoints],
  ['Generic products', genericEndpoints],
  ['Spain', spainEndpoints],
  ['Portugal', portugalEndpoints],
  ['Account', accountEndpoints],
];
const BASICS_TAG = 'Configuration and cart';
const ADMIN_TAG = 'Admin (fake backend only)';
/** The provider pages a payment sends the buyer to, simulated by the fake backend (routes/providers). */
export const PROVIDER_PAGES_TAG = 'Provider pages (fake backend only)';

const TAG_DESCRIPTIONS: Record<string, string> = {
  [BASICS_TAG]: 'The runtime configuration (with the formkey), the cart, products, orders and the deployed version (spec 7).',
  'Customer and checkout': 'Accounts, login (the session id rotates), the billing record, checkout, saved quotes and orders.',
  Payments: 'The payment intents and the provider steps: the client follows the URL an intent answers.',
  'Generic products': 'Adding, linking and changing the products answered through the generic product flow (spec 3).',
  Spain: "Spain's Nota Simple, property searches, registry and company searches.",
  Portugal: "Portugal's parishes, companies, Certidão Permanente and IPredial.",
  Account: "The customer's account area: invoices and documents, renewals, uploads, push subscriptions, logout.",
  [PROVIDER_PAGES_TAG]:
    "The offline stand-ins for PayPal, Redsys (Bizum), MONEI and the bank's 3-D Secure check, and the Multibanco voucher: HTML pages whose buttons answer with a one-time token. Not part of the client's contract; a real backend has the providers' own pages.",
  [ADMIN_TAG]: `The fake backend's admin API under ${ADMIN_PREFIX}, for tests and tools: this machine, or the bearer token, only.`,
};

/** The document's introduction (Markdown): what every call shares. */
const DESCRIPTION = new URL('../api-docs/description.md', import.meta.url);

/** The hash of the one <style> element swagger-ui-dist's bundle injects (the docs e2e test fails on a CSP violation if it changes). */
const SWAGGER_UI_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/** What a page route (a provider page, a document) says of itself where it is registered: see DocumentedCall. */
export type PageDoc = Pick<DocumentedCall, 'operationId' | 'tag' | 'summary' | 'description' | 'success' | 'more' | 'providerAnswer'> & {
  examples?: DocumentedCall['examples'];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is documented in the API reference as this operation (fake mode's /__docs). */
    apiDoc?: PageDoc;
  }
  interface FastifyInstance {
    /** The operationId of the documented call a route answers (`METHOD`, the route's URL), if it is one (fake mode). */
    apiOperation: (method: string, routeUrl: string | undefined) => string | undefined;
  }
}

const examplesOf = (name: EndpointName): DocumentedCall['examples'] => ({
  ...(name in requestExamples ? requestExamples[name as keyof typeof requestExamples]() : {}),
  success: responseExamples[name](),
});

/** A call of the contract table (spec 7) as the reference documents it. */
function fromEndpoint(name: EndpointName, endpoint: Endpoint): DocumentedCall {
  const tag = AREAS.find(([, table]) => name in table)?.[0] ?? BASICS_TAG;
  const more: DocumentedCall['more'] = {};
  const reasons = endpoint.responses as Record<string, TSchema>;
  if (reasons[429] !== undefined)
    more['429'] =
      'Too many failed logins: 5 in 15 minutes for this address (from browsers without its device cookie), 5 from the browser with it, or 20 from this browser; the message names which. Or, without a session cookie, too many new visitors from this client (`cookies/opf_sid: …`). Wait Retry-After seconds.';
  if (reasons[413] !== undefined)
    more['413'] = 'A file over 25 MB, more than 5 files, or beyond the 100 MB this customer may upload in all, from any of their browsers.';
  if (reasons[415] !== undefined) more['415'] = 'Not multipart/form-data, or a file that is not a PDF, JPEG or PNG (by its first bytes).';
  if (reasons[507] !== undefined) more['507'] = "The server's uploads are full (2 GB in all): the buyer's file is not at fault.";
  return {
    operationId: name,
    tag,
    method: endpoint.method,
    path: endpoint.path,
    ...endpointDocs[name],
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { query: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.consumes === 'multipart' ? { multipart: true } : {}),
    ...(endpoint.method === 'POST' && endpoint.cartCall === true ? { cartCall: true } : {}),
    success: endpoint.produces === 'html' ? { kind: 'html' } : { kind: 'json', schema: endpoint.responses[200] },
    guard: endpoint.changesState === true ? 'formkey' : undefined,
    ...(endpoint.assumed === undefined ? {} : { assumed: true }),
    more,
    setsCookie: name !== 'getVersion',
    examples: examplesOf(name),
  };
}

function fromAdminEndpoint(name: keyof typeof adminEndpoints, endpoint: Endpoint): DocumentedCall {
  return {
    operationId: `admin.${name}`,
    tag: ADMIN_TAG,
    method: endpoint.method,
    path: endpoint.path,
    ...adminEndpointDocs[name],
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    success: { kind: 'json', schema: endpoint.responses[200] },
    guard: 'same-site',
    admin: true,
    setsCookie: true,
    examples: {
      ...(name in adminRequestExamples ? adminRequestExamples[name as keyof typeof adminRequestExamples]() : {}),
      success: adminResponseExamples[name](),
    },
  };
}

/** Every call of the two tables by `METHOD path`: the contract table (spec 7) and the admin API. */
function tableCalls(): Map<string, DocumentedCall> {
  const calls = new Map<string, DocumentedCall>();
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    calls.set(`${endpoint.method} ${endpoint.path}`, fromEndpoint(name, endpoint));
  }
  for (const [name, endpoint] of Object.entries(adminEndpoints) as [keyof typeof adminEndpoints, Endpoint][]) {
    calls.set(`${endpoint.method} ${endpoint.path}`, fromAdminEndpoint(name, endpoint));
  }
  return calls;
}

/** A page route that documents itself (config.apiDoc), with the schemas it was registered with. */
function fromPage(route: RouteOptions, doc: PageDoc, method: 'GET' | 'POST'): DocumentedCall {
  const schema = (route.schema ?? {}) as { params?: TSchema; querystring?: TSchema };
  const guard: Guard = guardFor(method, route.url);
  return {
    ...doc,
    method,
    path: route.url,
    ...(schema.params === undefined ? {} : { params: schema.params }),
    ...(schema.querystring === undefined ? {} : { query: schema.querystring }),
    guard,
    setsCookie: false,
    examples: doc.examples ?? {},
  };
}

/**
 * The `requestInterceptor` of the reference page: a call it sends without `x-form-key` gets the visitor's own
 * config.formkey, read from GET config (with the page's cookie), so "Try it out" works on calls that change state; a
 * key the developer typed under "Authorize" is left as it is (to try a stale one). Swagger UI takes the function's
 * source (lib/serialize.js of @fastify/swagger-ui); it runs in the page's own script file, under the strict CSP.
 */
type RequestInterceptor = NonNullable<NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor']>;
const formkeyInterceptor: RequestInterceptor = Object.assign<RequestInterceptor, { toString: () => string }>((request) => request, {
  toString: () => `async function (request) {
    var configPath = ${JSON.stringify(endpointRoutes.getConfig.path)};
    var header = ${JSON.stringify(FORM_KEY_HEADER)};
    var path = new URL(request.url, window.location.href).pathname;
    if (request.headers[header] || path === configPath || path.indexOf(${JSON.stringify(DOCS_PREFIX)}) === 0) return request;
    var answer = await fetch(configPath, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (answer.ok) request.headers[header] = (await answer.json()).config.formkey;
    return request;
  }`,
});

/**
 * The API reference of the fake backend (fake mode only): OpenAPI 3.1 at OPENAPI_PATH and Swagger UI, served from the
 * package (offline), at DOCS_PREFIX. The document is made from the routes as they are registered (an onRoute hook:
 * registered before the routes): each call of the contract tables, documented from the tables themselves (schemas,
 * summaries, the shared contract examples), and each page route that documents itself (config.apiDoc). Everything
 * else (the app's pages and files, the docs, the dev panel) is left out.
 * docs/decisions/033-api-reference-from-the-contract-table.md, 036-a-contract-a-third-party-can-use.md
 */
export const apiDocsPlugin = sharedPlugin(async (app) => {
  const table = tableCalls();
  const documented: DocumentedCall[] = [];
  const operations = new Map<string, string>();
  app.decorate('apiOperation', (method: string, routeUrl: string | undefined) =>
    routeUrl === undefined ? undefined : operations.get(`${method} ${routeUrl}`),
  );
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method): method is 'GET' | 'POST' => method === 'GET' || method === 'POST',
    );
    for (const method of methods) {
      const fromTable = table.get(`${method} ${route.url}`);
      const page = route.config?.apiDoc;
      const call = fromTable ?? (page === undefined ? undefined : fromPage(route, page, method));
      if (call === undefined) continue;
      documented.push(call);
      operations.set(`${method} ${route.url}`, call.operationId);
    }
  });

  const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  const tags = [BASICS_TAG, ...AREAS.map(([tag]) => tag), PROVIDER_PAGES_TAG, ADMIN_TAG].map((name) => ({
    name,
    description: TAG_DESCRIPTIONS[name] ?? name,
  }));
  await app.register(swagger, {
    openapi: { openapi: '3.1.0' },
    // The document is ours (api-docs/openapi.ts); @fastify/swagger serves it to Swagger UI.
    transform: ({ url }) => ({ schema: { hide: true }, url }),
    transformObject: () => openApiDocument(documented, { version, description: readFileSync(DESCRIPTION, 'utf8'), tags }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: {
      docExpansion: 'none',
      deepLinking: true,
      validatorUrl: null,
      persistAuthorization: true,
      tryItOutEnabled: true,
      displayRequestDuration: true,
      requestInterceptor: formkeyInterceptor,
    },
    // The page keeps the server's strict policy; Swagger UI injects one <style> element, allowed by its hash only.
    transformStaticCSP: (header) => header.replace("style-src 'self'", `style-src 'self' '${SWAGGER_UI_STYLE_HASH}'`),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
});
