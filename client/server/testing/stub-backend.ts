import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyRequest } from 'fastify';
import { onTestFinished } from 'vitest';
import type { CartItem, CartResponse } from '#contracts/api/cart.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { ErrorResponse } from '#contracts/api/errors.ts';
import type { ProductResponse } from '#contracts/api/product.ts';
import { DEFAULT_STORE_ID, isStoreId } from '#contracts/constants/stores.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { cartExample, configExample } from '#contracts/testing/examples.ts';

/** The backend's session cookie, which the stub sets on a call that comes without it. */
export const SESSION_COOKIE = 'opf_sid';

/** A header on every answer of the stub: an answer that carries it came from the backend, through the proxy. */
export const STUB_HEADER = 'x-backend';

/** The most of a body the stub keeps as text (it counts every byte, and keeps no more). */
const KEPT_BODY_CHARS = 64 * 1024;

/** One request the stub got, as it got it. */
export interface StubRequest {
  method: string;
  /** Path and query. */
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body's bytes received so far: it grows while a body streams in. */
  bodyBytes: number;
  /** The body's first 64 KiB, as text. */
  body: string;
  /** The whole body has arrived. */
  complete: boolean;
  /** The stub has sent its answer. */
  answered: boolean;
  /** When it arrived and when it was answered (performance.now()). */
  receivedAt: number;
  answeredAt: number | undefined;
  /** The Set-Cookie the stub answered it with, as sent: a call without the session cookie gets one. */
  setCookie: string | undefined;
}

/**
 * How the stub answers, changed by a test at any time: `contract` answers the contract examples, `error` a 500
 * ErrorResponse, `garbage` a 200 whose body is not what the contract describes (cut-off JSON).
 */
export interface StubBehaviour {
  answer: 'contract' | 'error' | 'garbage';
  /** How long each call waits before answering (0: at once). A closed stub ends the wait. */
  delayMs: number;
  /** What GET cart answers. */
  cart: CartItem[];
}

export interface StubBackend {
  /** Where it listens: http://127.0.0.1:<port>. */
  url: string;
  behaviour: StubBehaviour;
  /** Every request it got, in order (the storefront's catalogue calls included). */
  requests: StubRequest[];
  /** The requests to one path (without the query). */
  requestsTo: (path: string) => StubRequest[];
  /** Resolves once `condition` holds of the requests (checked at each request and body chunk); rejects after `limitMs`. */
  waitFor: (condition: (requests: readonly StubRequest[]) => boolean, limitMs?: number) => Promise<void>;
  /** Stops listening and drops its connections: the backend is down. */
  close: () => Promise<void>;
}

function cookieNamed(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * A backend for the storefront server's tests, listening on 127.0.0.1 on a port of its own: GET config, GET cart and
 * GET product answer the shared contract examples (contracts/src/testing/); any other path answers a GET with a 404
 * ErrorResponse and any other method with `{ ok: true, bytes }`, the body's size. It records every request (method,
 * url, headers, body), sets a session cookie on a call without one, and is closed when the test ends.
 */
export async function startStubBackend(behaviour: Partial<StubBehaviour> = {}): Promise<StubBackend> {
  const state: StubBehaviour = { answer: 'contract', delayMs: 0, cart: cartExample().cart, ...behaviour };
  const requests: StubRequest[] = [];
  const waiters = new Set<() => void>();
  const closing = new AbortController();
  const recorded = new WeakMap<object, StubRequest>();
  const changed = () => {
    for (const check of waiters) check();
  };

  // Its connections are dropped on close: a stopped backend does not finish what it was answering.
  const app = Fastify({ forceCloseConnections: true });
  app.removeAllContentTypeParsers();
  // Every body is counted as it streams in, never held whole (a 24 MB upload).
  app.addContentTypeParser('*', (request, payload, done) => {
    const record = recorded.get(request.raw);
    payload.on('data', (chunk: Buffer) => {
      if (record !== undefined) {
        record.bodyBytes += chunk.length;
        if (record.body.length < KEPT_BODY_CHARS) record.body += chunk.toString('utf8');
        changed();
      }
    });
    payload.on('end', () => done(null, undefined));
    payload.on('error', (error) => done(error, undefined));
  });

  app.addHook('onRequest', async (request, reply) => {
    const record: StubRequest = {
      method: request.method,
      url: request.url,
      path: request.url.split('?', 1)[0] ?? request.url,
      headers: { ...request.headers },
      bodyBytes: 0,
      body: '',
      complete: false,
      setCookie: undefined,
      answered: false,
      receivedAt: performance.now(),
      answeredAt: undefined,
    };
    recorded.set(request.raw, record);
    requests.push(record);
    changed();
    void reply.header(STUB_HEADER, 'stub');
    if (cookieNamed(request.headers.cookie, SESSION_COOKIE) === undefined) {
      record.setCookie = `${SESSION_COOKIE}=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`;
      void reply.header('set-cookie', record.setCookie);
    }
  });
  app.addHook('onResponse', async (request) => {
    const record = recorded.get(request.raw);
    if (record !== undefined) {
      record.answered = true;
      record.answeredAt = performance.now();
    }
    changed();
  });
  app.addHook('preHandler', async (request, reply) => {
    const record = recorded.get(request.raw);
    if (record !== undefined) record.complete = true;
    changed();
    if (state.delayMs > 0) await sleep(state.delayMs, undefined, { signal: closing.signal }).catch(() => undefined);
    if (state.answer === 'error') {
      const body: ErrorResponse = { ok: false, statusCode: 500, error: 'Internal Server Error', message: 'the stub backend failed' };
      return reply.code(500).send(body);
    }
    if (state.answer === 'garbage') return reply.code(200).type('application/json').send('{"config": {"store_id": ');
    return undefined;
  });

  // As the fake backend does: `?store=` sets the session's store, kept for its later calls; else store 14.
  const sessionStores = new Map<string, number>();
  const storeOf = (request: FastifyRequest) => {
    const session = cookieNamed(request.headers.cookie, SESSION_COOKIE);
    const asked = Number((request.query as { store?: string }).store);
    if (isStoreId(asked)) {
      if (session !== undefined) sessionStores.set(session, asked);
      return asked;
    }
    return (session === undefined ? undefined : sessionStores.get(session)) ?? DEFAULT_STORE_ID;
  };
  app.get(endpointRoutes.getConfig.path, (request): ConfigResponse => ({ config: configExample({ store_id: storeOf(request) }) }));
  app.get(endpointRoutes.getCart.path, (request): CartResponse => ({
    cart: state.cart,
    config: configExample({ store_id: storeOf(request) }),
  }));
  app.get(endpointRoutes.getProduct.path, (request): ProductResponse => {
    const config = configExample({ store_id: storeOf(request) });
    try {
      return { ok: true, message: JSON.stringify(catalogueProduct(String((request.query as { id?: string }).id))), config };
    } catch {
      return { ok: false, message: '', config };
    }
  });
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: (request, reply) => {
      if (request.method === 'GET') {
        const body: ErrorResponse = { ok: false, statusCode: 404, error: 'Not Found', message: `the stub has no ${request.url}` };
        return reply.code(404).send(body);
      }
      return reply.send({ ok: true, bytes: recorded.get(request.raw)?.bodyBytes ?? 0 });
    },
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the stub backend has no port');

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      closing.abort();
      await app.close();
    })();
    return closed;
  };
  onTestFinished(close);

  return {
    url: `http://127.0.0.1:${address.port}`,
    behaviour: state,
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    waitFor: (condition, limitMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the stub backend did not get the awaited requests in ${limitMs} ms: ${requests.map((r) => r.url).join(', ')}`));
        }, limitMs);
        function check() {
          if (!condition(requests)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        }
        waiters.add(check);
        check();
      }),
    close,
  };
}
