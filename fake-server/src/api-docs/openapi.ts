import type { TSchema } from 'typebox';
import { ADMIN_PREFIX, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { MAX_JSON_DEPTH } from '#contracts/api/endpoint.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { StoreId } from '#contracts/api/primitives.ts';
import { ASSUMED_KEYWORD } from '#contracts/api/assumed.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES_PER_CUSTOMER, UPLOAD_FILE_FIELD, UPLOAD_ITEM_FIELD } from '#contracts/rules/uploads.ts';
import { MAX_ADD_REQUEST_BYTES } from '#contracts/rules/cart-bounds.ts';
import { type Json, SchemaNames } from './schema-names.ts';
import { FOREIGN_HOST_MESSAGE } from '../plugins/admin-guard.ts';
import { graceMayReach } from '../plugins/cross-site.ts';
import { DEFAULT_NEW_VISITORS_PER_MINUTE } from '../state/new-visitor-throttle.ts';

/** How a call is guarded (plugins/cross-site.ts, plugins/admin-guard.ts). */
export type Guard = 'formkey' | 'same-site' | undefined;

/** Everything the reference says of one operation, gathered from the contract tables or a page route's own docs. */
export interface DocumentedCall {
  operationId: string;
  tag: string;
  method: 'GET' | 'POST';
  /** The route's URL pattern as Fastify writes it (`/a/:id`). */
  path: string;
  summary: string;
  description?: string;
  params?: TSchema;
  query?: TSchema;
  /** A JSON body's schema. */
  body?: TSchema;
  /** The body is multipart/form-data (the upload), read as a stream by its route. */
  multipart?: boolean;
  /** The success: JSON (with its schema), an HTML page, a PDF, or a 303 redirect. */
  success: { kind: 'json'; schema: TSchema } | { kind: 'html' } | { kind: 'pdf' } | { kind: 'redirect' };
  guard: Guard;
  /** A POST cart call (contracts' endpoint-routes): its body is bounded by MAX_ADD_REQUEST_BYTES, not 1 MB. */
  cartCall?: boolean;
  /** Part of the admin API: this machine or the bearer token only. */
  admin?: boolean;
  /** A provider's answer page: a one-time token in the query (decision 028, issue 22 point 6). */
  providerAnswer?: boolean;
  /** Statuses beyond those every call of its kind answers (429 on login, 404 for a document…), with why. */
  more?: Partial<Record<'404' | '413' | '415' | '429' | '507', string>>;
  /** The spec lists no such call (contracts' Endpoint.assumed): the operation is marked `x-assumed`, as assumed fields are. */
  assumed?: boolean;
  /** The route may make a visitor, whose cookie the answer then sets (not the version file). */
  setsCookie: boolean;
  examples: { params?: object; query?: object; body?: unknown; success?: unknown };
}

const SECURITY_SCHEMES = {
  visitorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: [
      `The session cookie the backend issues (httpOnly, SameSite=Lax, Path=/): a request without it, or with an id the backend`,
      `did not issue, is a new visitor, whose cookie the answer sets once it is answered (Set-Cookie). The id rotates on`,
      `login and logout (authenticate, checkoutRegister, logout): for 60 s the old id still reads the configuration, the cart`,
      `and the catalogue; anything else with it (a change, \`?store=\`, the billing record, the orders, a provider's page) is`,
      `refused (403 \`cookies/${SESSION_COOKIE}: this session id was replaced …\`). Decision 028, issue 41.`,
    ].join(' '),
  },
  formKey: {
    type: 'apiKey',
    in: 'header',
    name: FORM_KEY_HEADER,
    // The header is ours: spec 3 lists formkey in the configuration, not how a call sends it (contracts' assumed-fields.ts).
    [ASSUMED_KEYWORD]: true,
    description: [
      `\`config.formkey\` of this visitor, read from GET ${endpointRoutes.getConfig.path} (every JSON answer carries the config).`,
      `Every call that changes state sends it; missing or stale: 403 \`headers/${FORM_KEY_HEADER} …\`, after which the client reads`,
      `the config again and retries once. It stays across login and logout; an admin reset or a restart makes a new one.`,
      `Decision 029. On /__docs it is filled in for you from your own visitor's config.`,
    ].join(' '),
  },
  adminToken: {
    type: 'http',
    scheme: 'bearer',
    description: `ADMIN_TOKEN of the fake backend: needed by callers that are not on the machine itself (a loopback caller asking for localhost, 127.0.0.1 or [::1] needs none). Decision 028.`,
  },
} as const;

const security = (call: DocumentedCall): Json[] => {
  if (call.admin === true) return [{}, { adminToken: [] }];
  if (call.guard === 'formkey') return [{ visitorSession: [], formKey: [] }];
  // A provider page, its answer and a document belong to the visitor whose order it is.
  if (call.success.kind !== 'json') return [{ visitorSession: [] }];
  return [{}, { visitorSession: [] }];
};

const error = (status: number, reason: string, message: string) => ({ ok: false, statusCode: status, error: reason, message });

const NO_STORE_HEADER = {
  description: 'Every API answer, errors included: no cache keeps one buyer’s data for the next (decision 028).',
  schema: { type: 'string', const: 'no-store' },
};
const SET_COOKIE_HEADER = {
  description: `Set on a new visitor's first answered call that keeps state, and when the session id rotates (login, logout).`,
  schema: { type: 'string' },
  example: `${SESSION_COOKIE}=x3Jq9TtGkz2mVw8RbN4pLc; Path=/; HttpOnly; SameSite=Lax`,
};

/** One error answer: always JSON (the HTML and PDF routes' errors too), its example what the backend says. */
function errorAnswer(description: string, status: number, reason: string, message: string): Json {
  return {
    description,
    headers: { 'Cache-Control': { $ref: '#/components/headers/NoStore' } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' }, example: error(status, reason, message) } },
  };
}

const ERROR_RESPONSES: Record<string, Json> = {
  BadRequest: errorAnswer(
    [
      'The request does not fit the contract, or breaks a rule of the call. The message names the field:',
      '`querystring/id must match pattern "^[0-9]+$"`, `body/form/email …`, `querystring/store must be one of …` for an unknown store,',
      '`url: …` for a URL the router cannot read (a broken percent-escape); a JSON body nested deeper than',
      `${MAX_JSON_DEPTH} levels is \`body: JSON nested deeper than ${MAX_JSON_DEPTH} levels\`. Nothing changes.`,
    ].join(' '),
    400,
    'Bad Request',
    'querystring/id must match pattern "^[0-9]+$"',
  ),
  RefusedChange: errorAnswer(
    [
      'Refused before anything changes: another site sent the request (`cross-site request refused: Sec-Fetch-Site is cross-site`',
      `or a foreign Origin), \`headers/${FORM_KEY_HEADER}\` is missing or is not this visitor's config.formkey (read the config`,
      `again and retry once), or the session id was replaced at login or logout a moment ago (\`cookies/${SESSION_COOKIE}: …\`).`,
    ].join(' '),
    403,
    'Forbidden',
    `headers/${FORM_KEY_HEADER} is missing: send config.formkey from GET ${endpointRoutes.getConfig.path}`,
  ),
  RefusedAdmin: errorAnswer(
    [
      `${ADMIN_PREFIX} answers only callers on this machine asking for localhost, 127.0.0.1 or [::1] (\`headers/host: …\` for a`,
      'rebound DNS name), or any caller with `Authorization: Bearer <ADMIN_TOKEN>`; also refused when another site sent the',
      'request or the session id was just replaced. Any method, HEAD included.',
    ].join(' '),
    403,
    'Forbidden',
    `${ADMIN_PREFIX} answers only callers on this machine, or with headers/authorization: Bearer <ADMIN_TOKEN>`,
  ),
  RefusedStaleSession: errorAnswer(
    [
      `The session id was replaced at login or logout a moment ago: for 60 s it still reads the configuration and the cart, not`,
      `this call (\`cookies/${SESSION_COOKIE}: …\`). Send the new id.`,
    ].join(' '),
    403,
    'Forbidden',
    `cookies/${SESSION_COOKIE}: this session id was replaced at login or logout; for a moment it may still read the configuration and the cart, nothing else: send the new one`,
  ),
  RefusedAnswer: errorAnswer(
    [
      "`token` is not the one this order's provider page put in its forms, or it was used already (one answer per page);",
      'also refused when another site sent the request or the session id was just replaced. Nothing changes.',
    ].join(' '),
    403,
    'Forbidden',
    "querystring/token is not the token of this order's PayPal (simulated) page, or it was used already",
  ),
  TooLarge: errorAnswer(
    'The body is over 1 MB (Fastify’s body limit), before it is read. Nothing changes.',
    413,
    'Payload Too Large',
    'Request body is too large',
  ),
  TooManyNewVisitors: {
    ...errorAnswer(
      [
        `The request brought no session cookie the backend knows, and its client (remote address) made more new visitors`,
        `than the backend allows a minute (${DEFAULT_NEW_VISITORS_PER_MINUTE} by default, FAKE_NEW_VISITORS_PER_MINUTE; issue 41). Send the cookie the`,
        `backend set, or wait Retry-After seconds. Nothing changes.`,
      ].join(' '),
      429,
      'Too Many Requests',
      `cookies/${SESSION_COOKIE}: more than ${DEFAULT_NEW_VISITORS_PER_MINUTE} new visitors a minute from this address; send the session cookie the backend set, or try again in 3 seconds`,
    ),
    headers: {
      'Cache-Control': { $ref: '#/components/headers/NoStore' },
      'Retry-After': {
        description: 'Seconds until this address may make a new visitor.',
        schema: { type: 'integer', minimum: 1 },
        example: 3,
      },
    },
  },
  TooLargeCartCall: errorAnswer(
    `A cart call's body is over ${MAX_ADD_REQUEST_BYTES / 1024} KiB (MAX_ADD_REQUEST_BYTES, contracts/src/rules/cart-bounds.ts), before it is read. Nothing changes.`,
    413,
    'Payload Too Large',
    'Request body is too large',
  ),
  RefusedHost: errorAnswer(
    [
      'A server listening on loopback only (the default) refuses, before any visitor is made, a request whose Host header',
      'names another machine (`headers/host: …`, DNS rebinding): the storefront server and the proxies send the backend',
      "its own address. The answers' only 403 for a call with no guard of its own. Nothing changes.",
    ].join(' '),
    403,
    'Forbidden',
    FOREIGN_HOST_MESSAGE,
  ),
  UnsupportedMediaType: errorAnswer(
    'The body is not application/json (text/plain is read as text and answered 400 by the schema).',
    415,
    'Unsupported Media Type',
    'Unsupported Media Type',
  ),
  ServerError: errorAnswer(
    'The backend failed, or its answer would have broken the contract (`response/… must …`).',
    500,
    'Internal Server Error',
    'response/config/store_id must be equal to one of the allowed values',
  ),
  OtherFailure: errorAnswer(
    [
      'Any other 4xx or 5xx, in ErrorResponse: a backend that is down or overloaded (5XX), or a fault injected through',
      `POST ${ADMIN_PREFIX}/faults (any status from 400 to 599). Spec 7: the client retries GETs and cart calls 3 times after`,
      'a network error, 408, 429 or 5xx; any other 4xx is final.',
    ].join(' '),
    503,
    'Service Unavailable',
    `fault injected through ${ADMIN_PREFIX}/faults`,
  ),
};

/** The failures a call answers, by status: what every call of its kind answers, and its own (DocumentedCall.more). */
function failures(call: DocumentedCall): Json {
  const use = (name: string) => ({ $ref: `#/components/responses/${name}` });
  const answers: Json = { '400': use('BadRequest') };
  if (call.admin === true) answers['403'] = use('RefusedAdmin');
  else if (call.providerAnswer === true) answers['403'] = use('RefusedAnswer');
  else if (call.guard === 'formkey') answers['403'] = use('RefusedChange');
  else if (!graceMayReach(call.method, call.path)) answers['403'] = use('RefusedStaleSession');
  else answers['403'] = use('RefusedHost');
  const more = call.more ?? {};
  if (more['404'] !== undefined)
    answers['404'] = errorAnswer(more['404'], 404, 'Not Found', 'params/file: order 1400103870 has no document abono-1400103870.pdf');
  if (call.body !== undefined) {
    answers['413'] = use(call.cartCall === true ? 'TooLargeCartCall' : 'TooLarge');
    answers['415'] = use('UnsupportedMediaType');
  }
  if (more['413'] !== undefined)
    answers['413'] = errorAnswer(more['413'], 413, 'Payload Too Large', `body/${UPLOAD_FILE_FIELD}: escritura.pdf is larger than 25 MB`);
  if (more['415'] !== undefined)
    answers['415'] = errorAnswer(
      more['415'],
      415,
      'Unsupported Media Type',
      `body/${UPLOAD_FILE_FIELD}: escritura.docx is not a PDF, JPEG or PNG file`,
    );
  if (more['429'] !== undefined) {
    answers['429'] = {
      ...errorAnswer(more['429'], 429, 'Too Many Requests', 'body/email: too many failed logins for this address; try again in 15 minutes'),
      headers: {
        'Cache-Control': { $ref: '#/components/headers/NoStore' },
        'Retry-After': { description: 'Seconds until the window ends.', schema: { type: 'integer', minimum: 1 }, example: 900 },
      },
    };
  }
  // A request without a known session cookie is a new visitor: every call but the admin API and the version file refuses
  // a client making them too fast (plugins/visitors.ts, NewVisitorThrottle).
  if (call.admin !== true && call.operationId !== 'getVersion' && answers['429'] === undefined) answers['429'] = use('TooManyNewVisitors');
  answers['500'] = use('ServerError');
  if (more['507'] !== undefined)
    answers['507'] = errorAnswer(
      more['507'],
      507,
      'Insufficient Storage',
      `body/${UPLOAD_FILE_FIELD}: escritura.pdf would take the server's uploads beyond 2 GB`,
    );
  answers.default = use('OtherFailure');
  return answers;
}

function success(call: DocumentedCall, names: SchemaNames): Json {
  const headers: Json = { 'Cache-Control': { $ref: '#/components/headers/NoStore' } };
  if (call.setsCookie) headers['Set-Cookie'] = { $ref: '#/components/headers/SetSessionCookie' };
  const example = call.examples.success === undefined ? {} : { example: call.examples.success };
  switch (call.success.kind) {
    case 'json':
      return {
        '200': {
          description: call.summary,
          headers,
          content: { 'application/json': { schema: names.toOpenApi(call.success.schema), ...example } },
        },
      };
    case 'html':
      return {
        '200': { description: call.summary, headers, content: { 'text/html': { schema: { type: 'string', minLength: 1 }, ...example } } },
      };
    case 'pdf':
      return {
        '200': {
          description: call.summary,
          headers,
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
      };
    case 'redirect':
      return {
        '303': {
          description: `${call.summary}: the buyer goes back to the store, which loads the order to see how the payment went.`,
          headers: {
            ...headers,
            Location: {
              description: "The store's page for the order.",
              required: true,
              schema: { type: 'string' },
              example: '/customer/payment/return?order_id=1420000001',
            },
          },
        },
      };
  }
}

function parameters(call: DocumentedCall, names: SchemaNames): Json[] {
  const list: Json[] = [];
  for (const [place, schema, example] of [
    ['path', call.params, call.examples.params],
    ['query', call.query, call.examples.query],
  ] as const) {
    if (schema === undefined) continue;
    const { properties = {}, required = [] } = schema as { properties?: Record<string, TSchema>; required?: string[] };
    for (const [name, property] of Object.entries(properties)) {
      const converted = names.toOpenApi(property);
      const { description, ...rest } = converted;
      const value = (example as Record<string, unknown> | undefined)?.[name];
      list.push({
        name,
        in: place,
        required: place === 'path' || required.includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
        ...(value === undefined ? {} : { example: value }),
      });
    }
  }
  list.push({ $ref: '#/components/parameters/store' });
  return list;
}

function requestBody(call: DocumentedCall, names: SchemaNames): Json | undefined {
  if (call.multipart === true) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [UPLOAD_FILE_FIELD],
            properties: {
              [UPLOAD_FILE_FIELD]: {
                type: 'string',
                format: 'binary',
                description: `A PDF, JPEG or PNG (checked by its first bytes), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; ${MAX_UPLOAD_BYTES_PER_CUSTOMER / 1024 / 1024} MB per customer in all, from any of their browsers (at most a quarter of the server's cap). The part may repeat (up to 5 files).`,
              },
              [UPLOAD_ITEM_FIELD]: {
                type: 'string',
                pattern: '^[0-9]+$',
                description: 'The order item the files are for; the first item by default.',
              },
            },
          },
        },
      },
    };
  }
  if (call.body === undefined) return undefined;
  const example = call.examples.body === undefined ? {} : { example: call.examples.body };
  return { required: true, content: { 'application/json': { schema: names.toOpenApi(call.body), ...example } } };
}

function operation(call: DocumentedCall, names: SchemaNames): Json {
  const notes: string[] = [];
  if (call.description !== undefined) notes.push(call.description);
  if (call.method === 'GET' && call.guard !== undefined) notes.push('HEAD on this path answers 405 (Allow: GET) and runs nothing.');
  const body = requestBody(call, names);
  return {
    operationId: call.operationId,
    ...(call.assumed === true ? { [ASSUMED_KEYWORD]: true } : {}),
    tags: [call.tag],
    summary: call.summary,
    ...(notes.length > 0 ? { description: notes.join('\n\n') } : {}),
    security: security(call),
    parameters: parameters(call, names),
    ...(body === undefined ? {} : { requestBody: body }),
    responses: { ...success(call, names), ...failures(call) },
  };
}

export interface DocumentInfo {
  version: string;
  description: string;
  tags: { name: string; description: string }[];
}

/** `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/**
 * The whole reference: every documented call as an operation (its parameters, the `?store=` every call takes, its body,
 * every status it answers, security, examples), the named schemas it uses, and what all calls share.
 */
export function openApiDocument(calls: readonly DocumentedCall[], info: DocumentInfo): Json {
  const names = new SchemaNames();
  const paths: Record<string, Json> = {};
  for (const call of calls) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, names) };
  }
  const components = {
    parameters: {
      store: {
        name: 'store',
        in: 'query',
        required: false,
        description:
          "Makes this store the visitor's from now on (every call, page and file takes it); an unknown id on an API call is a 400 naming `querystring/store`. A refused request switches nothing, and a request another site sent switches the store only for a visitor it brings in new.",
        // No example: "Try it out" would send it, and switch the developer's store on every call.
        schema: names.toOpenApi(StoreId),
      },
    },
    headers: { NoStore: NO_STORE_HEADER, SetSessionCookie: SET_COOKIE_HEADER },
    responses: ERROR_RESPONSES,
    securitySchemes: SECURITY_SCHEMES,
  };
  const body = { paths, components };
  return {
    openapi: '3.1.0',
    info: { title: 'Storefront backend (fake)', version: info.version, description: info.description },
    servers: [{ url: '/', description: 'The backend that serves this document.' }],
    tags: info.tags,
    paths,
    components: { schemas: names.componentsFor(body), ...components },
  };
}
