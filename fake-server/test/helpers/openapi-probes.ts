import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { MAX_JSON_DEPTH } from '#contracts/api/endpoint.ts';

/** One request, as a test's inject or a real HTTP client sends it. */
export interface ProbeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Probe {
  /** `operationId: what`, e.g. `addNs: no formkey`. */
  name: string;
  operationId: string;
  /** The path template the operation is documented under, and its method in lower case. */
  path: string;
  method: string;
  request: ProbeRequest;
  /** The status the backend must answer, when the probe is meant to be refused. */
  expected?: number;
}

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
  parameters?: { name?: string; in?: string; example?: unknown; $ref?: string }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}

export interface Visitor {
  sessionId: string;
  formkey: string;
}

/** The operations of a document, with their path template and method. */
export function operationsOf(document: unknown): { path: string; method: string; operation: Operation }[] {
  const paths = (document as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

/**
 * The error probes of issue 24, made from the document itself: for every operation, its own example request (whatever
 * it answers), a wrong `?store=`, and where they apply a cross-site request, a missing formkey, a body over 1 MB, a body
 * that is not JSON, a body nested too deep, an admin call from a rebound host name, an unknown document. Each one's
 * status must be one the document declares for that operation; the refusals must be exactly the expected status.
 */
export function errorProbes(document: unknown, visitors: { examples: Visitor; refusals: Visitor }): Probe[] {
  const probes: Probe[] = [];
  for (const { path, method, operation } of operationsOf(document)) {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.$ref === undefined);
    const pathOf = (fill: (name: string, example: unknown) => string) =>
      path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
        fill(name, parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.example),
      );
    const url = pathOf((_name, example) => encodeURIComponent(String(example ?? '1')));
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      if (parameter.in === 'query' && parameter.example !== undefined) query.set(String(parameter.name), String(parameter.example));
    }
    const json = operation.requestBody?.content['application/json'];
    // The examples may log in, log out or reset (a new session id, a new formkey); the refusals change nothing, so one
    // visitor serves them all.
    const headersOf = (visitor: Visitor): Record<string, string> => ({
      accept: 'application/json',
      cookie: `${SESSION_COOKIE}=${visitor.sessionId}`,
      [FORM_KEY_HEADER]: visitor.formkey,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    });
    const headers = headersOf(visitors.refusals);
    const withQuery = (extra: string) => `${url}?${[query.toString(), extra].filter((part) => part !== '').join('&')}`;
    const base: ProbeRequest = {
      method: method.toUpperCase(),
      url: withQuery(''),
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json.example ?? {}) }),
    };
    const add = (what: string, request: Partial<ProbeRequest>, expected?: number) =>
      probes.push({
        name: `${operation.operationId}: ${what}`,
        operationId: operation.operationId,
        path,
        method,
        request: { ...base, ...request },
        ...(expected === undefined ? {} : { expected }),
      });
    const guarded = (operation.security ?? []).some((requirement) => 'formKey' in requirement);
    const admin = (operation.security ?? []).some((requirement) => 'adminToken' in requirement);
    add('its example', { headers: headersOf(visitors.examples) });
    add('an unknown ?store=', { url: withQuery('store=99') }, 400);
    // A 403 for a session id replaced a moment ago (issue 41), or for a foreign Host, is no cross-site guard: such a read
    // still answers another site.
    const refusal = (operation.responses['403'] as { $ref?: string } | undefined)?.$ref;
    const sameSiteOnly = refusal !== undefined && !refusal.endsWith('/RefusedStaleSession') && !refusal.endsWith('/RefusedHost');
    if (guarded || admin || sameSiteOnly) {
      add('sent by another site', { headers: { ...headers, 'sec-fetch-site': 'cross-site' } }, 403);
    }
    if (guarded) {
      const { [FORM_KEY_HEADER]: _left, ...withoutKey } = headers;
      add('no formkey', { headers: withoutKey }, 403);
    }
    add('from a rebound host name', { headers: { ...headers, host: 'rebound.example' } }, 403);
    if (json !== undefined) {
      add('a body over 1 MB', { body: JSON.stringify({ padding: 'x'.repeat(1_100_000) }) }, 413);
      const tooLarge = (operation.responses['413'] as { $ref?: string } | undefined)?.$ref;
      if (tooLarge?.endsWith('/TooLargeCartCall') === true) {
        add('a cart call’s body over 64 KiB', { body: JSON.stringify({ padding: 'x'.repeat(70_000) }) }, 413);
      }
      add('a body that is not JSON', { headers: { ...headers, 'content-type': 'application/xml' }, body: '<form/>' }, 415);
      add('JSON nested too deep', { body: `${'['.repeat(MAX_JSON_DEPTH + 2)}${']'.repeat(MAX_JSON_DEPTH + 2)}` }, 400);
    }
    if (operation.responses['404'] !== undefined) {
      add('a document the order does not have', { url: pathOf((name) => (name === 'file' ? 'abono-1.pdf' : '1')) }, 404);
    }
  }
  // The refusals first: an example may leave its visitor logged in, logged out or reset.
  return [...probes.filter((probe) => probe.expected !== undefined), ...probes.filter((probe) => probe.expected === undefined)];
}
