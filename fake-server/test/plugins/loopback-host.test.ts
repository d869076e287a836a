import { describe, expect, test } from 'vitest';
import { SESSION_COOKIE, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { build } from '../helpers/build.ts';

const CONFIG = endpointRoutes.getConfig.path;

/** A server whose error-level log lines the test reads (the CLI logs at warn). */
async function withErrorLog() {
  const lines: string[] = [];
  const app = await build({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
  return { app, errors: () => lines };
}

describe('a server on loopback answers only its own names (issue 41: any Host reaches the API)', () => {
  test('[security] GET config with Host: evil.example is refused with a 403 naming the host header, and gets no visitor nor cookie', async () => {
    const app = await build();

    const response = await app.inject({ url: CONFIG, headers: { host: 'evil.example' } });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      ok: false,
      statusCode: 403,
      message: expect.stringMatching(/^headers\/host: .*DNS rebinding/),
    });
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    expect(app.visitors.size).toBe(0);
  });

  test('[security] every kind of route refuses a foreign Host: API calls, provider pages, documents, the admin API, unknown paths', async () => {
    const app = await build();
    const urls = [
      CONFIG,
      endpointRoutes.getCart.path,
      '/paypal/sandbox?order_id=1',
      adminEndpoints.state.path,
      '/version.json',
      '/nowhere',
    ];

    const statuses = await Promise.all(
      urls.map(async (url) => (await app.inject({ url, headers: { host: 'rebound.example:3000' } })).statusCode),
    );

    expect(statuses).toEqual(urls.map(() => 403));
  });

  test('[security] loopback names pass with any port: localhost, 127.0.0.1, [::1], store16.localhost (the demo portals)', async () => {
    const app = await build();
    const hosts = ['localhost', 'localhost:4173', '127.0.0.1:3001', '[::1]:3000', 'store16.localhost:4173', 'STORE20.LOCALHOST'];

    const statuses = await Promise.all(hosts.map(async (host) => (await app.inject({ url: CONFIG, headers: { host } })).statusCode));

    expect(statuses).toEqual(hosts.map(() => 200));
  });

  test('[security] names that only look like loopback are foreign: localhost.evil.example, 127.0.0.1.nip.io, evil-localhost', async () => {
    const app = await build();
    const hosts = ['localhost.evil.example', '127.0.0.1.nip.io:80', 'evil-localhost', '[::2]:80'];

    const statuses = await Promise.all(hosts.map(async (host) => (await app.inject({ url: CONFIG, headers: { host } })).statusCode));

    expect(statuses).toEqual(hosts.map(() => 403));
  });

  test('[security] a server opened with HOST (loopbackHostsOnly false) answers its other names', async () => {
    const app = await build({ loopbackHostsOnly: false });

    const response = await app.inject({ url: CONFIG, headers: { host: 'shop.example' } });

    expect(response.statusCode).toBe(200);
    expect(response.json<ConfigResponse>().config.formkey).not.toBe('');
  });
});

describe('a refused request logs no error (issue 41: a refused admin request throws)', () => {
  test('[security] an admin call for a foreign Host, eleven times: 403 each, no error logged, no visitor made', async () => {
    const { app, errors } = await withErrorLog();

    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: adminEndpoints.reset.path,
        payload: { all: true },
        headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(403);
    }

    expect(errors()).toEqual([]);
    expect(app.visitors.size).toBe(0);
  });

  test('[security] an admin call on an opened server from another machine: 403, no error logged', async () => {
    const lines: string[] = [];
    const app = await build({
      loopbackHostsOnly: false,
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });

    const response = await app.inject({ url: adminEndpoints.state.path, remoteAddress: '203.0.113.7', headers: { host: 'evil.example' } });

    expect(response.statusCode).toBe(403);
    expect(lines).toEqual([]);
  });
});
