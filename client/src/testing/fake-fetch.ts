import { vi } from 'vitest';

/** A fetch stand-in answering by path; unknown paths answer 404. */
export function fakeFetch(routes: Record<string, (url: URL) => unknown>) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://app.test');
    const route = routes[url.pathname];
    if (!route) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(route(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}
