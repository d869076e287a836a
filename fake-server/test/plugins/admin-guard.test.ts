import { describe, expect, test } from 'vitest';
import { adminEndpoints, SCENARIOS, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { isLoopbackAddress, isLoopbackHost } from '../../src/plugins/admin-guard.ts';
import { build } from '../helpers/build.ts';

const RESET_ALL = { method: 'POST' as const, url: adminEndpoints.reset.path, payload: { all: true } };
const TOKEN = 'a-long-random-admin-token';

describe('admin guard (only this machine reaches /__admin)', () => {
  test('[admin] app.inject calls from 127.0.0.1 for localhost, which the guard lets in', async () => {
    const app = await build();

    const response = await app.inject(RESET_ALL);

    expect(response.statusCode).toBe(200);
  });

  test('[admin] a caller from another machine is refused with a 403 that says why, and gets no visitor', async () => {
    const app = await build();

    const response = await app.inject({ ...RESET_ALL, remoteAddress: '203.0.113.7' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 403, error: 'Forbidden' });
    expect(response.json<{ message: string }>().message).toContain('only callers on this machine');
    expect(response.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE);
  });

  test('[admin] a refused caller changes nothing: the visitor they name keeps its seeded cart', async () => {
    const app = await build();
    await app.inject({
      method: 'POST',
      url: adminEndpoints.seed.path,
      payload: { visitor: 'victim', scenario: SCENARIOS.cartWithTwoItems },
    });

    await app.inject({ ...RESET_ALL, remoteAddress: '203.0.113.7' });
    await app.inject({ method: 'POST', url: adminEndpoints.reset.path, payload: { visitor: 'victim' }, remoteAddress: '203.0.113.7' });

    expect(app.visitors.obtain('victim').cart).toHaveLength(2);
  });

  test('[admin] with a token configured, a caller from another machine gets in with Authorization: Bearer <token> only', async () => {
    // A server other machines reach was opened with HOST, so it does not hold every Host to loopback names.
    const app = await build({ adminToken: TOKEN, loopbackHostsOnly: false });
    const remote = { ...RESET_ALL, remoteAddress: '203.0.113.7', headers: { host: 'storefront.test:3000' } };

    const withToken = await app.inject({ ...remote, headers: { ...remote.headers, authorization: `Bearer ${TOKEN}` } });
    const wrongToken = await app.inject({ ...remote, headers: { ...remote.headers, authorization: `Bearer ${TOKEN}x` } });
    const noToken = await app.inject(remote);

    expect([withToken.statusCode, wrongToken.statusCode, noToken.statusCode]).toEqual([200, 403, 403]);
  });

  test('[admin] without a token configured, no bearer lets a remote caller in', async () => {
    const app = await build();

    const response = await app.inject({ ...RESET_ALL, remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer undefined' } });

    expect(response.statusCode).toBe(403);
  });

  test('[admin] a loopback caller whose Host is another name (DNS rebinding) is refused, naming the header', async () => {
    const app = await build();

    const response = await app.inject({ ...RESET_ALL, headers: { host: 'attacker.example:3000' } });

    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/^headers\/host: .*DNS rebinding/);
  });

  test('[admin] loopback Host names are let in with any port: localhost, 127.0.0.1, [::1]', async () => {
    const app = await build();

    const statuses = await Promise.all(
      ['localhost:5173', '127.0.0.1:3000', '[::1]:4711', 'LOCALHOST'].map(
        async (host) => (await app.inject({ ...RESET_ALL, headers: { host } })).statusCode,
      ),
    );

    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  test('[admin] on a server opened with HOST, the store itself stays open to every caller: only /__admin is guarded', async () => {
    const app = await build({ loopbackHostsOnly: false });

    const response = await app.inject({ url: '/desktopapp/rest/config', remoteAddress: '203.0.113.7', headers: { host: 'shop.example' } });

    expect(response.statusCode).toBe(200);
  });

  test('[admin] loopback addresses: 127.0.0.0/8, ::1 and IPv4-mapped 127.x; nothing else', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '::2', '1270.0.0.1', undefined].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test('[admin] loopback hosts: a name that only starts like one is not', () => {
    expect(['localhost', 'localhost:1', '127.0.0.1:80', '[::1]'].map(isLoopbackHost)).toEqual([true, true, true, true]);
    expect(['localhost.attacker.example', '127.0.0.1.nip.io', '[::2]:80', '', undefined].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
