import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminEndpoints, SCENARIOS, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { ErrorResponse } from '#contracts/api/errors.ts';
import { buildServer } from '../../src/app.ts';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.ts';

/**
 * Property-based fuzzing of every endpoint (spec 7 and the admin API): requests generated from the endpoint's
 * schemas, and mutated out of them. Whatever the request, the answer is never 5xx, a 4xx is an ErrorResponse
 * naming the field at fault (or a domain error), and a rejected request leaves the visitor as it was.
 * FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> tries more requests per endpoint.
 */

interface FuzzedEndpoint {
  method: string;
  path: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Every endpoint the fuzzer covers, by name (the coverage matrix reads test-reports/fuzz.json). */
export const FUZZED_ENDPOINTS: Record<string, FuzzedEndpoint> = {
  ...endpoints,
  ...Object.fromEntries(Object.entries(adminEndpoints).map(([name, endpoint]) => [`admin.${name}`, endpoint])),
};

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 16);
const REPORT = new URL('../../../test-reports/fuzz.json', import.meta.url);

const TRAVERSALS = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..\\..\\windows',
  '/etc/passwd%00',
  '....//....//',
];
const HUGE = 'x'.repeat(200_000);

type Mutation =
  | 'none'
  | 'drop-required'
  | 'wrong-type'
  | 'extra-field'
  | 'huge-string'
  | 'proto-key'
  | 'bad-json'
  | 'traversal'
  | 'no-form-key'
  | 'wrong-form-key'
  | 'percent-encoded-path'
  | 'head'
  | 'options'
  | 'cross-site'
  | 'rebound-host';
const MUTATIONS: Mutation[] = [
  'drop-required',
  'wrong-type',
  'extra-field',
  'huge-string',
  'proto-key',
  'bad-json',
  'traversal',
  'no-form-key',
  'wrong-form-key',
  'percent-encoded-path',
  'head',
  'options',
  'cross-site',
  'rebound-host',
];

/** Methods that must never change anything, whatever the route answers (HEAD on a GET that changes state included). */
const NEVER_CHANGES: ReadonlySet<Mutation> = new Set(['head', 'options', 'cross-site']);

/** Every letter of the path percent-encoded: the router decodes it, a guard reading the raw URL would not. */
const percentEncoded = (path: string) =>
  path.replace(/%[0-9A-Fa-f]{2}|[A-Za-z_]/g, (found) =>
    found.length === 3 ? found : `%${found.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

function partsArbitrary(endpoint: FuzzedEndpoint): fc.Arbitrary<Parts> {
  const of = (schema: unknown) => (schema === undefined ? fc.constant(undefined) : arbitraryOf(schema as JsonSchema));
  return fc.record({
    params: of(endpoint.params).map(asObject),
    query: of(endpoint.query).map(asObject),
    body: of(endpoint.body),
  });
}

/** The request: `parts` out of the schema, then `mutation` applied to it; `pick` chooses which field a mutation hits. */
function toRequest(endpoint: FuzzedEndpoint, parts: Parts, mutation: Mutation, pick: number, formKey: string): InjectOptions {
  const { params, query } = parts;
  let body = parts.body;
  const target: Record<string, unknown> =
    body !== undefined && typeof body === 'object' && body !== null && !Array.isArray(body) ? asObject(body) : query;
  const keys = Object.keys(target);
  const key = keys.length === 0 ? 'field' : (keys[pick % keys.length] ?? 'field');
  let rawPayload: string | undefined;
  switch (mutation) {
    case 'drop-required':
      Reflect.deleteProperty(target, key);
      break;
    case 'wrong-type':
      target[key] = [[{ nested: pick }], pick];
      break;
    case 'extra-field':
      target.unexpected_field = 'x';
      break;
    case 'huge-string':
      target[key] = HUGE;
      break;
    case 'traversal':
      for (const name of Object.keys(params)) params[name] = TRAVERSALS[pick % TRAVERSALS.length];
      target[key] = TRAVERSALS[(pick + 1) % TRAVERSALS.length];
      break;
    case 'proto-key':
      rawPayload = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}${body === undefined ? '' : `,"payload":${JSON.stringify(body)}`}}`;
      break;
    case 'bad-json':
      rawPayload = '{"unterminated": [1, 2';
      break;
    default:
      break;
  }
  if (target !== query && body !== undefined) body = target;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    return mutation === 'traversal' ? String(value) : encodeURIComponent(String(value ?? 'x'));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const routed = mutation === 'percent-encoded-path' || mutation === 'rebound-host' ? percentEncoded(path) : path;
  const url = search.size === 0 ? routed : `${routed}?${search}`;
  const headers: Record<string, string> = {};
  if (mutation !== 'no-form-key') headers[FORM_KEY_HEADER] = mutation === 'wrong-form-key' ? 'not-the-form-key' : formKey;
  if (mutation === 'cross-site') headers['sec-fetch-site'] = 'cross-site';
  if (mutation === 'rebound-host') headers.host = 'evil.example';
  const method = mutation === 'head' ? 'HEAD' : mutation === 'options' ? 'OPTIONS' : (endpoint.method as HTTPMethods);
  if (rawPayload !== undefined) return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: rawPayload };
  if (body !== undefined && method === 'POST') return { method, url, headers, payload: body as object };
  return { method, url, headers };
}

/**
 * A message naming the field at fault, as Fastify's validation and HttpError write it (fake-server/src/errors.ts);
 * Fastify's body parser says "Body is not valid JSON…" (a `__proto__` key is refused the same way).
 */
const NAMES_A_FIELD = /^(body|querystring|params|headers)\b/i;
/** A schema validation message ("must have required property…"): it must name the field. Other 400s are domain errors. */
const VALIDATION_MESSAGE = /\bmust\b/;

let app: FastifyInstance;
const counts: Record<string, { requests: number; rejected: number; serverErrors: number }> = {};

beforeAll(async () => {
  // A path escaping the API is no page here: it answers the 404 ErrorResponse like any other refusal.
  app = await buildServer({ fakeMode: true, logger: false });
});

afterAll(async () => {
  await app.close();
  const requests = Object.values(counts).reduce((sum, count) => sum + count.requests, 0);
  const serverErrors = Object.values(counts).reduce((sum, count) => sum + count.serverErrors, 0);
  mkdirSync(new URL('.', REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify({ seed: SEED, requests, serverErrors, endpoints: counts }, null, 2)}\n`);
  const perEndpoint = Object.entries(counts).map(([name, count]) => `${name} ${count.requests}/${count.rejected}`);
  console.info(
    `[fuzz] seed ${SEED}: ${requests} requests, ${serverErrors} 5xx over ${perEndpoint.length} endpoints (requests/rejected): ${perEndpoint.join(', ')}`,
  );
});

/** A server-issued session seeded as a logged-in customer with orders, and its formkey. */
async function freshVisitor(): Promise<{ sessionId: string; formKey: string }> {
  const first = await app.inject({ url: endpoints.getConfig.path });
  const sessionId = first.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  if (sessionId === undefined) throw new Error('no session cookie');
  const seeded = await app.inject({
    method: 'POST',
    url: adminEndpoints.seed.path,
    payload: { visitor: sessionId, scenario: SCENARIOS.loggedInWithOrders },
  });
  if (seeded.statusCode !== 200) throw new Error(`seed answered ${seeded.statusCode}: ${seeded.body}`);
  const config = await app.inject({ url: endpoints.getConfig.path, cookies: { [SESSION_COOKIE]: sessionId } });
  return { sessionId, formKey: (config.json() as ConfigResponse).config.formkey };
}

/** The visitor's whole state (cart, account and its orders, faults) as text, to compare before and after. */
/** The visitor's state; not its request journal, which records every call, refused ones too (that is its job). */
function snapshot(sessionId: string): string {
  const { journal: _journal, ...state } = app.visitors.obtain(sessionId);
  return JSON.stringify(state, (_key, value: unknown) => (value instanceof Map ? [...value.entries()] : value));
}

describe('fuzzing every endpoint from its schema', () => {
  test.each(Object.entries(FUZZED_ENDPOINTS))(
    '%s: never 5xx, a 4xx names the field, a rejected request changes nothing',
    async (name, endpoint) => {
      const count = (counts[name] = { requests: 0, rejected: 0, serverErrors: 0 });
      let visitor = await freshVisitor();
      const mutation = fc.oneof(
        { weight: 2, arbitrary: fc.constant<Mutation>('none') },
        { weight: 3, arbitrary: fc.constantFrom(...MUTATIONS) },
      );
      await fc.assert(
        fc.asyncProperty(partsArbitrary(endpoint), mutation, fc.nat(), async (parts, mutated, pick) => {
          const request = toRequest(endpoint, structuredClone(parts), mutated, pick, visitor.formKey);
          const before = snapshot(visitor.sessionId);
          const response = await app.inject({ ...request, cookies: { [SESSION_COOKIE]: visitor.sessionId } });
          count.requests += 1;
          const where = `${request.method} ${request.url} (${mutated}) → ${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) count.serverErrors += 1;
          expect(response.statusCode, where).toBeLessThan(500);
          if (NEVER_CHANGES.has(mutated)) {
            expect(snapshot(visitor.sessionId), `${where}: a ${mutated} request changed the visitor`).toBe(before);
          }
          // The admin API, however its path is spelled, answers no page on another name (DNS rebinding).
          if (mutated === 'rebound-host' && name.startsWith('admin.')) expect(response.statusCode, where).toBe(403);
          if (response.statusCode >= 400 && request.method !== 'HEAD') {
            count.rejected += 1;
            const answer: unknown = response.json();
            expect(Value.Check(ErrorResponse, answer), where).toBe(true);
            const { message } = answer as ErrorResponse;
            expect(message.trim(), where).not.toBe('');
            if (VALIDATION_MESSAGE.test(message)) expect(message, where).toMatch(NAMES_A_FIELD);
            expect(snapshot(visitor.sessionId), `${where}: the rejected request changed the visitor`).toBe(before);
          }
          // A session that changed (a login rotates the id, an admin reset drops it) starts again from a seeded visitor.
          if (response.cookies.some((cookie) => cookie.name === SESSION_COOKIE) || !app.visitors.has(visitor.sessionId))
            visitor = await freshVisitor();
          expect(({} as Record<string, unknown>).polluted, `${where}: Object.prototype was polluted`).toBeUndefined();
        }),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
    },
  );
});
