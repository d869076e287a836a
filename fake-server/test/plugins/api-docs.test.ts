import { describe, expect, test } from 'vitest';
import { adminEndpoints } from '#contracts/admin.ts';
import { FORM_KEY_HEADER } from '#contracts/endpoint-routes.ts';
import { type Endpoint, endpoints } from '#contracts/endpoints.ts';
import { DOCS_PREFIX, OPENAPI_PATH } from '../../src/plugins/api-docs.ts';
import { build } from '../helpers/build.ts';
import { repositoryServerForThisFile } from '../helpers/repository-server.ts';

const server = repositoryServerForThisFile();

interface Operation {
  operationId: string;
  tags: string[];
  parameters?: { in: string; name: string; required?: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApi {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
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
  test('[docs] is OpenAPI 3.1 and documents exactly every call of spec 7 and every admin call, nothing else', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operations.sort()).toEqual(everyCall.map(([name]) => name).sort());
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
    if (endpoint.changesState === true) {
      expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: FORM_KEY_HEADER, required: true }));
    }
    const answer = operation?.responses['200']?.content;
    expect(answer?.[endpoint.produces === 'html' ? 'text/html' : 'application/json']?.schema).toBeDefined();
  });

  test('[docs] every $ref resolves and no TypeBox-internal key leaks into the document', async () => {
    const document = await openApi();
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = (ref ?? '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
    expect(text).not.toMatch(/"~|"\[Kind\]|"\$id":"T\d/);
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

  test('[docs] exist only in fake mode', async () => {
    const app = await build({ fakeMode: false });
    // What answers instead is the store's page route (the app, or 503 when no client is built), never the document.
    expect((await app.inject({ url: OPENAPI_PATH })).headers['content-type']).not.toContain('json');
    expect((await app.inject({ url: DOCS_PREFIX })).body).not.toContain('swagger-ui');
  });
});
