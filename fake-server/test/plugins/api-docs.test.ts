import { describe, expect, test } from 'vitest';
import { adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { type Endpoint, endpoints } from '#contracts/api/endpoints.ts';
import { WHOLE_ANSWER, WHOLE_CALL, assumedFields } from '#contracts/api/assumed-fields.ts';
import { DOCS_PREFIX, OPENAPI_PATH } from '../../src/plugins/api-docs.ts';
import { build, openBrowser } from '../helpers/build.ts';
import { errorProbes, operationsOf } from '../helpers/openapi-probes.ts';
import { repositoryServerForThisFile } from '../helpers/repository-server.ts';

const server = repositoryServerForThisFile();

interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApi {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

async function openApi(): Promise<OpenApi> {
  const response = await server().inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApi>();
}

/** `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const everyCall: [string, Endpoint][] = [
  ...Object.entries(endpoints),
  ...Object.entries(adminEndpoints as Record<string, Endpoint>).map(([name, endpoint]): [string, Endpoint] => [`admin.${name}`, endpoint]),
];

describe('the API reference (OpenAPI 3.1 from the contract table)', () => {
  test('[docs] is OpenAPI 3.1 and documents every call of spec 7, every admin call, the provider pages and the documents', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    const pages = ['paypal', 'bizum', 'monei', 'threeDs'].flatMap((key) => [`provider.${key}Page`, `provider.${key}Answer`]);
    expect(operations.sort()).toEqual([...everyCall.map(([name]) => name), ...pages, 'provider.multibancoVoucher', 'getDocument'].sort());
  });

  test.each(everyCall)('[docs] %s: its method and path, its request schemas and its 200 answer', async (name, endpoint) => {
    const operation = (await openApi()).paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(operation?.operationId).toBe(name);
    const parameters = operation?.parameters ?? [];
    for (const [place, schema] of [
      ['query', endpoint.query],
      ['path', endpoint.params],
    ] as const) {
      for (const field of Object.keys((schema as { properties?: object } | undefined)?.properties ?? {})) {
        expect(parameters, `${place} ${field}`).toContainEqual(expect.objectContaining({ in: place, name: field }));
      }
    }
    if (endpoint.body !== undefined) expect(operation?.requestBody?.content['application/json']?.schema).toBeDefined();
    if (endpoint.consumes === 'multipart') expect(operation?.requestBody?.content['multipart/form-data']?.schema).toBeDefined();
    // The formkey is a security scheme (an API key in FORM_KEY_HEADER) every call that changes state requires.
    if (endpoint.changesState === true) expect(operation?.security).toEqual([{ visitorSession: [], formKey: [] }]);
    else expect(operation?.security).not.toContainEqual(expect.objectContaining({ formKey: [] }));
    expect(parameters).toContainEqual({ $ref: '#/components/parameters/store' });
    const answer = operation?.responses['200']?.content;
    expect(answer?.[endpoint.produces === 'html' ? 'text/html' : 'application/json']?.schema).toBeDefined();
  });

  test('[docs] security schemes: the session cookie, the formkey header, the admin bearer token', async () => {
    const { securitySchemes } = (await openApi()).components;
    expect(securitySchemes.visitorSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'opf_sid' });
    expect(securitySchemes.formKey).toMatchObject({ type: 'apiKey', in: 'header', name: FORM_KEY_HEADER });
    expect(securitySchemes.adminToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('[docs] named schemas are reused: Config and ErrorResponse are components, referred to, never repeated inline', async () => {
    const document = await openApi();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Config', 'ErrorResponse', 'CartItem', 'Product', 'StoreId']),
    );
    const text = JSON.stringify(document.paths);
    expect(text).toContain('"$ref":"#/components/schemas/ProductResponse"');
    expect(text).not.toContain('"formkey":{"type":"string"');
  });

  test(
    '[docs] every status the backend answers to the error probes is one the document declares for that call',
    { timeout: 60_000 },
    async () => {
      const document = await openApi();
      const visitor = async () => {
        const browser = await openBrowser(server());
        const { config } = await browser.answer('getConfig');
        return { sessionId: browser.sessionId, formkey: config.formkey };
      };
      const probes = errorProbes(document, { examples: await visitor(), refusals: await visitor() });
      expect(probes.length).toBeGreaterThan(250);
      const undeclared: string[] = [];
      for (const probe of probes) {
        const { method, url, headers, body } = probe.request;
        const answer = await server().inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body }) });
        const declared = document.paths[probe.path]?.[probe.method]?.responses ?? {};
        if (!(String(answer.statusCode) in declared) || (probe.expected !== undefined && answer.statusCode !== probe.expected)) {
          undeclared.push(`${probe.name}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        }
        if (answer.statusCode >= 400) expect(answer.headers['content-type'], probe.name).toContain('application/json');
      }
      expect(undeclared).toEqual([]);
      expect(operationsOf(document).length).toBe(68); // 65 before decision 038's GET readings and addlocalizada
    },
  );

  test('[docs] every $ref resolves and no TypeBox-internal key leaks into the document', async () => {
    const document = await openApi();
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = (ref ?? '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
    expect(text).not.toMatch(/"~|"\[Kind\]|"\$id":"T\d/);
  });

  test('[docs] every part the contract marks as assumed carries x-assumed: its field, its answer, its operation, the formkey header', async () => {
    const document = await openApi();
    const resolve = (node: unknown): Record<string, unknown> => {
      const target = (node as { $ref?: string }).$ref;
      if (target === undefined) return node as Record<string, unknown>;
      return resolve(
        target
          .slice(2)
          .split('/')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document),
      );
    };
    /** The schemas at `path` (`cart`, `extra.childs[].extra.files`) under `schema`, through $refs and anyOf. */
    const at = (schema: unknown, path: string[]): Record<string, unknown>[] => {
      const node = resolve(schema);
      if (path.length === 0) return [node];
      const inOptions = ((node.anyOf as unknown[] | undefined) ?? []).flatMap((option) => at(option, path));
      const [step = '', ...rest] = path;
      const next = step === '[]' ? node.items : (node.properties as Record<string, unknown> | undefined)?.[step];
      return [...inOptions, ...(next === undefined ? [] : at(next, rest))];
    };
    const steps = (field: string) => field.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));
    const unmarked: string[] = [];
    for (const { where, field } of assumedFields()) {
      if (!(where in endpoints)) continue;
      const endpoint = endpoints[where as keyof typeof endpoints] as Endpoint;
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()] as
        (Operation & Record<string, unknown>) | undefined;
      if (field === WHOLE_CALL) {
        if (operation?.['x-assumed'] !== true) unmarked.push(`${where} ${field}`);
        continue;
      }
      const answer = operation?.responses['200']?.content?.['application/json']?.schema;
      const marks = at(answer, field === WHOLE_ANSWER ? [] : steps(field)).map((node) => node['x-assumed']);
      if (!marks.includes(true)) unmarked.push(`${where} ${field}`);
    }
    expect(unmarked).toEqual([]);
    const { schemas, securitySchemes } = document.components as {
      schemas: Record<string, { properties: Record<string, object> }>;
    } & OpenApi['components'];
    expect(schemas.AddToCartResponse?.properties.item_id).toMatchObject({ 'x-assumed': true, type: 'string' });
    expect(schemas.AddToCartResponse?.properties.cart).toMatchObject({ 'x-assumed': true });
    expect(schemas.CheckoutResponse?.properties.next).toMatchObject({ 'x-assumed': true });
    expect(schemas.Config?.properties.formkey).not.toHaveProperty('x-assumed');
    expect(securitySchemes.formKey).toMatchObject({ 'x-assumed': true });
  });

  test('[docs] the reference page is Swagger UI served from the package, under the strict policy plus its one style hash', async () => {
    const page = await server().inject({ url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+' 'nonce-/);
    expect((await server().inject({ url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js` })).statusCode).toBe(200);
  });

  test("[docs] the page fills in the visitor's own formkey: Swagger UI's requestInterceptor reads it from GET config", async () => {
    const initializer = await server().inject({ url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('"requestInterceptor":async function (request)');
    expect(initializer.body).toContain('"/desktopapp/rest/config"');
    expect(initializer.body).toContain(`"${FORM_KEY_HEADER}"`);
    expect(initializer.body).toContain('"persistAuthorization":true');
  });

  test('[docs] exist only in fake mode', async () => {
    const app = await build({ fakeMode: false });
    // What answers instead is the 404 ErrorResponse of every path a backend does not answer, never the document.
    const document = await app.inject({ url: OPENAPI_PATH });
    expect(document.statusCode).toBe(404);
    expect(document.json()).toMatchObject({ ok: false, statusCode: 404 });
    expect(document.json()).not.toHaveProperty('openapi');
    const page = await app.inject({ url: DOCS_PREFIX });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('swagger-ui');
  });
});
