import { describe, expect, test } from 'vitest';
import {
  ADMIN_PREFIX,
  adminEndpoints,
  JOURNAL_SIZE,
  SCENARIOS,
  type AdminJournal,
  type AdminState,
} from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';

const server = repositoryServerForThisFile();

describe('the dev panel (GET /__admin) and its calls', () => {
  test('[dev panel] state shows the visitor: store and language, cart with its total, pending faults, the customer and orders; no state file when the state is in memory', async () => {
    const browser = await openBrowser(server());
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems, store_id: 16 });
    await browser.post(adminEndpoints.faults.path, { path: '/desktopapp/rest/cart', times: 2, status: 503 });

    const state = await browser.json<AdminState>(adminEndpoints.state.path);

    expect(state).toMatchObject({ visitor: browser.sessionId, store_id: 16, language: 'pt', customer: null, now: null, state_file: null });
    expect(state.cart).toHaveLength(2);
    expect(state.cart_total).toBe(state.cart.reduce((sum, item) => Math.round((sum + item.price) * 100) / 100, 0));
    expect(state.faults).toEqual([{ path: '/desktopapp/rest/cart', remaining: 2, status: 503, delayMs: 0, answerDropped: false }]);
  });

  test('[dev panel] the journal lists the visitor’s API calls newest first with status and time, not admin calls or pages', async () => {
    const browser = await openBrowser(server());
    await browser.call('getCart');
    await browser.call('getProduct', { query: { id: '99999' } });
    await browser.get('/servicios');
    await browser.get(adminEndpoints.state.path);

    const { calls } = await browser.json<AdminJournal>(adminEndpoints.journal.path);

    // openBrowser's first call is GET config.
    expect(calls.map((call) => `${call.method} ${call.url} ${call.status}`)).toEqual([
      'GET /desktopapp/rest/product?id=99999 200',
      'GET /desktopapp/rest/cart 200',
      'GET /desktopapp/rest/config 200',
    ]);
    expect(calls[0]?.ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(calls[0]?.at ?? '')).not.toBeNaN();
  });

  test(`[dev panel] the journal keeps the last ${JOURNAL_SIZE} calls`, async () => {
    const browser = await openBrowser(server());
    for (let call = 0; call < JOURNAL_SIZE + 5; call += 1) await browser.call('getProduct', { query: { id: call } });

    const { calls } = await browser.json<AdminJournal>(adminEndpoints.journal.path);

    expect(calls).toHaveLength(JOURNAL_SIZE);
    expect(calls[0]?.url).toBe(`/desktopapp/rest/product?id=${JOURNAL_SIZE + 4}`);
  });

  test('[dev panel] switching the store changes the visitor’s store and language', async () => {
    const browser = await openBrowser(server());
    expect((await browser.post(adminEndpoints.store.path, { store_id: 18 })).statusCode).toBe(200);
    expect(await browser.json<AdminState>(adminEndpoints.state.path)).toMatchObject({ store_id: 18, language: 'en' });
  });

  test('[dev panel] log in as a demo customer rotates the caller’s session id; log out rotates it again', async () => {
    const browser = await openBrowser(server());
    const before = browser.sessionId;

    await browser.post(adminEndpoints.login.path, { customer: DEMO_CUSTOMER.email });
    expect(browser.sessionId).not.toBe(before);
    expect((await browser.json<AdminState>(adminEndpoints.state.path)).customer).toBe(DEMO_CUSTOMER.email);

    const loggedIn = browser.sessionId;
    await browser.post(adminEndpoints.login.path, { customer: null });
    expect(browser.sessionId).not.toBe(loggedIn);
    expect((await browser.json<AdminState>(adminEndpoints.state.path)).customer).toBeNull();
  });

  test('[dev panel] an unknown customer answers 400 naming the field', async () => {
    const browser = await openBrowser(server());
    const response = await browser.post(adminEndpoints.login.path, { customer: 'nobody@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('body/customer: no customer nobody@example.com');
  });

  test('[dev panel] the page: labelled controls, script and style under the response’s nonces, no inline handlers', async () => {
    const response = await server().inject({ url: ADMIN_PREFIX });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const policy = String(response.headers['content-security-policy']);
    const scriptNonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    const styleNonce = /style-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    expect(response.body).toContain(`<script nonce="${scriptNonce}"`);
    expect(response.body).toContain(`<style nonce="${styleNonce}"`);
    expect(response.body).not.toMatch(/ on[a-z]+="/);
    for (const [, id] of response.body.matchAll(/<(?:select|input) id="([^"]+)"/g)) expect(response.body).toContain(`<label for="${id}">`);
  });

  test('[dev panel] the page runs the typed panel script, bundled with the euro format, over the admin table’s calls', async () => {
    const body = (await server().inject({ url: ADMIN_PREFIX })).body;
    const calls = /<script type="application\/json" id="panel-calls">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(calls ?? 'null')).toEqual({
      state: adminEndpoints.state.path,
      journal: adminEndpoints.journal.path,
      store: adminEndpoints.store.path,
      login: adminEndpoints.login.path,
      seed: adminEndpoints.seed.path,
      faults: adminEndpoints.faults.path,
      clock: adminEndpoints.clock.path,
      multibancoPaid: adminEndpoints.multibancoPaid.path,
      reset: adminEndpoints.reset.path,
    });
    const script = /<script nonce="[^"]+" type="module">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(script).toContain('function formatEuro(');
    expect(script).toContain('function startPanel(');
    expect(script.trimEnd()).toMatch(/startPanel\(\);$/);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
  });

  test('[dev panel] answers only this machine, and only in fake mode', async () => {
    expect((await server().inject({ url: ADMIN_PREFIX, remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
    const app = await build({ fakeMode: false });
    expect((await app.inject({ url: ADMIN_PREFIX })).body).not.toContain('dev panel');
  });
});
