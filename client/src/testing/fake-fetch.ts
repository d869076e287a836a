import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { vi } from 'vitest';
import { type BodyOf, type EndpointName, type ParamsOf, type QueryOf, type ResponseOf, endpoints } from '#contracts/api/endpoints.ts';

/** What a fake endpoint is called with, typed by the contract table. */
export interface FakeRequest<N extends EndpointName> {
  query: QueryOf<N>;
  body: BodyOf<N>;
  params: ParamsOf<N>;
}

/** A fake backend: for some endpoints of the contract table, the 200 answer to a request. */
export type FakeEndpoints = { [N in EndpointName]?: (request: FakeRequest<N>) => ResponseOf<N> };

const problemsOf = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');

/** The path parameters if `pathname` is the endpoint's path (`:name` matches one segment), else null. */
function matchPath(path: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_whole, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fetch stand-in answering as the backend would for the endpoints given, by name. A request the
 * contract forbids (query, body or path parameters) answers 400 naming the problem, as the fake
 * server does; a call to any other endpoint answers 404. An answer the contract forbids fails the
 * test, so a fake cannot drift from what the backend may answer.
 */
export function fakeFetch(fakes: FakeEndpoints) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    for (const name of Object.keys(fakes) as EndpointName[]) {
      const endpoint = endpoints[name];
      const params = matchPath(endpoint.path, url.pathname);
      if (params === null || endpoint.method !== method) continue;
      const request = {
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        params,
      };
      for (const part of ['query', 'body', 'params'] as const) {
        const schema: TSchema | undefined = part in endpoint ? (endpoint as Partial<Record<typeof part, TSchema>>)[part] : undefined;
        if (schema && !Value.Check(schema, request[part])) return json({ message: `${part}: ${problemsOf(schema, request[part])}` }, 400);
      }
      const answer: unknown = (fakes[name] as (request: unknown) => unknown)(request);
      const schema = endpoint.responses[200];
      if (!Value.Check(schema, answer))
        throw new Error(`the fake ${name} answers what the contract forbids: ${problemsOf(schema, answer)}`);
      if ('produces' in endpoint && endpoint.produces === 'html') {
        return new Response(String(answer), { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
      }
      return json(answer);
    }
    return json({}, 404);
  });
}
