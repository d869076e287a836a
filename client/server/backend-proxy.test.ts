import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, test } from 'vitest';
import { endpointRoutes, FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import type { ErrorResponse } from '#contracts/api/errors.ts';
import { builtClient } from './testing/client-build.ts';
import { startStorefront } from './testing/storefront.ts';
import { SESSION_COOKIE, STUB_HEADER, startStubBackend } from './testing/stub-backend.ts';

const SERVER_TEST = { timeout: 15_000 };

const HOST = 'store16.localhost:1234';

async function proxying(options: { proxyTimeoutMs?: number; trustProxy?: boolean } = {}) {
  const backend = await startStubBackend();
  const app = await startStorefront({ clientDir: await builtClient(), backendUrl: backend.url, ...options });
  return { app, backend };
}

describe('[storefront proxy] the backend on the same origin', SERVER_TEST, () => {
  test('[storefront proxy] a POST reaches the backend as the browser sent it: body, formkey, cookies, and who asked for which portal', async () => {
    const { app, backend } = await proxying();
    const body = JSON.stringify({ form: { direccion: 'Calle Mayor 12', nombre: 'Ana Pérez' }, total: 20.76 });
    const cookie = `${SESSION_COOKIE}=known-buyer; opf_consent_accepted=explicit`;

    const response = await app.inject({
      method: 'POST',
      url: `${endpointRoutes.addNs.path}?from=step6`,
      headers: {
        host: HOST,
        cookie,
        'content-type': 'application/json',
        [FORM_KEY_HEADER]: 'Xq3mS1xK8pT2vB7n',
        'x-forwarded-for': '6.6.6.6',
      },
      payload: body,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers[STUB_HEADER]).toBe('stub');
    expect(response.json()).toEqual({ ok: true, bytes: Buffer.byteLength(body) });
    const [received] = backend.requestsTo(endpointRoutes.addNs.path);
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe(`${endpointRoutes.addNs.path}?from=step6`);
    expect(received?.body).toBe(body);
    expect(received?.headers).toMatchObject({
      cookie,
      'content-type': 'application/json',
      [FORM_KEY_HEADER]: 'Xq3mS1xK8pT2vB7n',
      // What a client claims is not passed on from a server that trusts no proxy in front of it.
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': HOST,
    });
  });

  test('[storefront proxy] behind a trusted load balancer, the buyer’s address it forwarded is passed on', async () => {
    const { app, backend } = await proxying({ trustProxy: true });

    await app.inject({ url: endpointRoutes.getConfig.path, headers: { host: HOST, 'x-forwarded-for': '203.0.113.7' } });

    expect(backend.requestsTo(endpointRoutes.getConfig.path)[0]?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  test("[storefront proxy] the backend's Set-Cookie comes back intact", async () => {
    const { app, backend } = await proxying();

    const response = await app.inject({ url: endpointRoutes.getConfig.path });

    const [received] = backend.requestsTo(endpointRoutes.getConfig.path);
    expect(received?.setCookie).toBeDefined();
    expect(response.headers['set-cookie']).toBe(received?.setCookie);
    expect(response.json()).toHaveProperty('config');
  });

  test('[storefront proxy] a 24 MB upload streams through to the backend: it arrives whole, and is never held here', async () => {
    const { app, backend } = await proxying();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const path = endpointRoutes.pushFilesToPedido.path;
    const fileBytes = 24 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x25);
    const boundary = 'storefront-upload-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="escritura.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const total = head.length + fileBytes + tail.length;
    const arrived = () => backend.requestsTo(path)[0]?.bodyBytes ?? 0;

    /** The body, made as it is sent. Its last quarter waits until the backend holds half of it: a body held whole here never gets there. */
    async function* upload() {
      yield head;
      for (let sent = 0; sent < fileBytes; sent += chunk.length) {
        if (sent === (fileBytes * 3) / 4) await backend.waitFor(() => arrived() >= fileBytes / 2, 8_000);
        yield chunk;
      }
      yield tail;
    }
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: {
            host: HOST,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': total,
            cookie: `${SESSION_COOKIE}=known-buyer`,
            [FORM_KEY_HEADER]: 'Xq3mS1xK8pT2vB7n',
          },
        },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (part: string) => (text += part));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      pipeline(Readable.from(upload()), outgoing).catch(reject);
    });

    const { status, body } = await answer;

    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ ok: true, bytes: total });
    const [received] = backend.requestsTo(path);
    expect(received?.complete).toBe(true);
    expect(received?.bodyBytes).toBe(total);
    expect(received?.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
  });

  test('[storefront proxy] a backend that is down answers 502 as a JSON ErrorResponse', async () => {
    const { app, backend } = await proxying();
    await backend.close();

    const response = await app.inject({ url: endpointRoutes.getCart.path, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<ErrorResponse>()).toEqual({
      ok: false,
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The backend cannot be reached: try again in a moment.',
    });
  });

  test('[storefront proxy] an upload to a backend that is down gets its 502, and its connection does not hold the server’s close', async () => {
    const { app, backend } = await proxying();
    await backend.close();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    // Larger than the socket's buffers: most of it is still unread when the 502 goes.
    const response = await fetch(`http://127.0.0.1:${port}${endpointRoutes.pushFilesToPedido.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(4 * 1024 * 1024),
    });

    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ ok: false, statusCode: 502 });
    // Closed as a deploy's drain closes it: at once, not after the test's time limit.
    await app.close();
  });

  test('[storefront proxy] a backend that does not answer in time answers 504 as a JSON ErrorResponse, and is asked once', async () => {
    const proxyTimeoutMs = 200;
    const { app, backend } = await proxying({ proxyTimeoutMs });
    backend.behaviour.delayMs = 10_000;

    const response = await app.inject({ url: endpointRoutes.getCart.path, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    expect(response.statusCode).toBe(504);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<ErrorResponse>()).toEqual({
      ok: false,
      statusCode: 504,
      error: 'Gateway Timeout',
      message: `The backend did not answer within ${proxyTimeoutMs} ms: try again in a moment.`,
    });
    expect(backend.requestsTo(endpointRoutes.getCart.path)).toHaveLength(1);
  });

  test("[storefront proxy] a backend's failure comes back as the backend answered it, asked once: the client decides what to retry", async () => {
    const { app, backend } = await proxying();
    backend.behaviour.answer = 'error';

    const response = await app.inject({ url: endpointRoutes.getCart.path, cookies: { [SESSION_COOKIE]: 'known-buyer' } });

    expect(response.statusCode).toBe(500);
    expect(response.headers[STUB_HEADER]).toBe('stub');
    expect(response.json<ErrorResponse>()).toMatchObject({ ok: false, statusCode: 500, message: 'the stub backend failed' });
    expect(backend.requestsTo(endpointRoutes.getCart.path)).toHaveLength(1);
  });
});
