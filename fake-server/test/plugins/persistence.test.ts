import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { ADMIN_PREFIX, adminEndpoints, SCENARIOS, type AdminState } from '#contracts/fake-backend/admin.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { StateFile } from '../../src/file-schemas/state-file.ts';
import { compiledCheck } from '../../src/compilers.ts';
import { escapeHtml } from '../../src/payments/provider-page.ts';
import { freshCustomer, seededCustomer } from '../helpers/account.ts';
import { build, browserWithSession, openBrowser, type Browser } from '../helpers/build.ts';
import { temporaryDir, writeTestFixtures } from '../helpers/test-fixtures.ts';

/** Two or three whole servers per test: more than the default 5 s on a busy machine. */
const SERVERS_MS = 30_000;

const CONFIG = '/desktopapp/rest/config';

/** A server keeping its state in `stateFile`, its problems collected in `problems`. */
async function serverWithState(stateFile: string, fixturesDir: string, problems: string[] = []): Promise<FastifyInstance> {
  return build({ fixturesDir, stateFile, reportStateProblem: (message) => problems.push(message) });
}

/** A call that changes state, sent with the configuration's formkey as the client sends it. */
async function postWithFormKey(browser: Browser, url: string, payload: object) {
  const { config } = await browser.json<ConfigResponse>(CONFIG);
  return browser.inject({ method: 'POST', url, payload, headers: { [FORM_KEY_HEADER]: config.formkey } });
}

/** What a browser sees of its state: its configuration, its cart and its orders. */
async function seenBy(browser: Browser) {
  const { config } = await browser.json<ConfigResponse>(CONFIG);
  const { cart } = await browser.answer('getCart');
  const { pedidos } = await browser.answer('getPedidos');
  return { config, cart, pedidos };
}

const stateFileIn = async (prefix: string) => join(await temporaryDir(prefix), 'state.json');

describe('optional persistence (FAKE_STATE_FILE)', () => {
  test(
    '[persistence] a restarted server keeps carts, logins, orders aged by the clock, formkeys and the id sequences',
    async () => {
      const [stateFile, fixturesDir] = [await stateFileIn('persist-'), await writeTestFixtures()];
      const first = await serverWithState(stateFile, fixturesDir);
      // A buyer with a cart who checks out as a new customer: an order waiting for payment, logged in.
      const buyer = await openBrowser(first);
      await buyer.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
      const checkout = await postWithFormKey(buyer, '/desktopapp/rest/checkoutRegister/', {
        form: { email: freshCustomer(), type: 'paypal' },
      });
      expect(checkout.json<CheckoutResponse>().ok).toBe(true);
      // A customer with orders in every status, aged five days by the admin clock.
      const customer = await seededCustomer(first, SCENARIOS.customerWithOrdersInEveryStatus);
      await customer.post(adminEndpoints.clock.path, { advance_days: 5 });
      // A browser with a cart and nothing else.
      const shopper = await openBrowser(first);
      await shopper.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems, store_id: 16 });
      const before = { buyer: await seenBy(buyer), customer: await seenBy(customer), shopper: await seenBy(shopper) };
      const sequences = first.sequences.lastValues();
      await first.close();

      const second = await serverWithState(stateFile, fixturesDir);
      const shopperAgain = browserWithSession(second, shopper.sessionId);
      expect({
        buyer: await seenBy(browserWithSession(second, buyer.sessionId)),
        customer: await seenBy(browserWithSession(second, customer.sessionId)),
        shopper: await seenBy(shopperAgain),
      }).toEqual(before);
      expect(before.buyer.config.loggedIn).toBe(true);
      expect(before.shopper.cart).toHaveLength(2);
      expect(second.sequences.lastValues()).toEqual(sequences);
      // Ids go on after the saved ones: the next order is not a number handed out before the restart.
      await shopperAgain.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
      const next = await postWithFormKey(shopperAgain, '/desktopapp/rest/checkoutRegister/', {
        form: { email: freshCustomer(), type: 'paypal' },
      });
      expect(next.json<CheckoutResponse>().order_id).toMatch(new RegExp(`^\\d{2}${sequences.order + 1}$`));
      // The demo customer's password still works: the account keeps its hash.
      const demo = await openBrowser(second);
      const login = await demo.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password } });
      expect(login.json<{ ok: boolean }>().ok).toBe(true);
    },
    SERVERS_MS,
  );

  test(
    '[persistence] the file is versioned JSON of the whole state, without pending faults',
    async () => {
      const stateFile = await stateFileIn('persist-');
      const app = await serverWithState(stateFile, await writeTestFixtures());
      const browser = await openBrowser(app);
      await browser.post(adminEndpoints.faults.path, { path: CONFIG, status: 503, times: 3 });
      await app.stateWriter?.flush();

      const saved: unknown = JSON.parse(readFileSync(stateFile, 'utf8'));
      expect(compiledCheck(StateFile).Check(saved)).toBe(true);
      expect(saved).toMatchObject({ version: 1, visitors: [{ id: browser.sessionId }] });
      // Not the digits alone: a random session id or formkey may contain them.
      expect(JSON.stringify(saved)).not.toMatch(/"faults"|"status":503/);
    },
    SERVERS_MS,
  );

  test(
    '[persistence] a file without a demo customer (saved before it was added) still starts with that customer',
    async () => {
      const [stateFile, fixturesDir] = [await stateFileIn('persist-'), await writeTestFixtures()];
      const first = await serverWithState(stateFile, fixturesDir);
      await seededCustomer(first, SCENARIOS.cartWithTwoItems, freshCustomer());
      await first.close();
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as StateFile;
      writeFileSync(stateFile, JSON.stringify({ ...saved, customers: saved.customers.filter((c) => c.email !== DEMO_CUSTOMER.email) }));

      const second = await serverWithState(stateFile, fixturesDir);

      expect(await second.customers.authenticate(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).toBeDefined();
      expect([...second.customers.accounts()]).toHaveLength(saved.customers.length);
    },
    SERVERS_MS,
  );

  test.each([
    ['not JSON', 'this is not { JSON'],
    ['torn (cut in the middle)', null],
    ['another version', JSON.stringify({ version: 2, savedAt: new Date().toISOString() })],
    ['version 1 but not its schema', JSON.stringify({ version: 1, savedAt: 'yesterday', visitors: 'none' })],
  ])(
    '[persistence] a state file that is %s is reported, kept aside as <file>.corrupt-<time>, and the server starts empty',
    async (_kind, content) => {
      const [stateFile, fixturesDir] = [await stateFileIn('persist-bad-'), await writeTestFixtures()];
      let bad = content;
      if (bad === null) {
        // A whole file from a real server, cut in half as a write that is not atomic would leave it.
        const app = await serverWithState(stateFile, fixturesDir);
        await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
        await app.close();
        const whole = readFileSync(stateFile, 'utf8');
        bad = whole.slice(0, whole.length / 2);
      }
      writeFileSync(stateFile, bad);
      const problems: string[] = [];

      const app = await serverWithState(stateFile, fixturesDir, problems);

      expect(problems).toEqual([
        expect.stringMatching(/^the state file .*state\.json was not loaded: .*; kept as .*\.corrupt-.*; starting with an empty state$/),
      ]);
      const kept = readdirSync(join(stateFile, '..')).filter((name) => name.startsWith('state.json.corrupt-'));
      expect(kept).toHaveLength(1);
      expect(kept.map((name) => readFileSync(join(stateFile, '..', name), 'utf8'))).toEqual([bad]);
      expect(app.visitors.size).toBe(0);
      expect(app.customers.get(DEMO_CUSTOMER.email)?.orders.size).toBe(0);
      // The server goes on and saves a good file where the bad one was.
      await openBrowser(app);
      await app.stateWriter?.flush();
      expect(compiledCheck(StateFile).Check(JSON.parse(readFileSync(stateFile, 'utf8')))).toBe(true);
    },
    SERVERS_MS,
  );

  test(
    '[persistence] changes answered together are saved in a few writes, the last one holding all of them',
    async () => {
      const stateFile = await stateFileIn('persist-');
      const app = await serverWithState(stateFile, await writeTestFixtures());
      const NEW_VISITORS = 30;

      await Promise.all(Array.from({ length: NEW_VISITORS }, () => app.inject({ url: CONFIG })));
      await app.stateWriter?.flush();

      expect(app.stateWriter?.writes).toBeGreaterThanOrEqual(1);
      expect(app.stateWriter?.writes).toBeLessThan(NEW_VISITORS / 3);
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as StateFile;
      expect(saved.visitors).toHaveLength(NEW_VISITORS);
    },
    SERVERS_MS,
  );

  test(
    '[persistence] a write that fails is reported and the server keeps answering; reads write nothing',
    async () => {
      const stateFile = await stateFileIn('persist-');
      const problems: string[] = [];
      const app = await serverWithState(stateFile, await writeTestFixtures(), problems);
      const browser = await openBrowser(app);
      await app.stateWriter?.flush();
      await browser.call('getCart');
      await new Promise((resolve) => setImmediate(resolve));
      expect(app.stateWriter?.idle).toBe(true);
      await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
      expect(app.stateWriter?.idle).toBe(false);
      await app.stateWriter?.flush();

      // The target is now a folder with a file in it: renaming over it fails.
      rmSync(stateFile);
      mkdirSync(stateFile);
      writeFileSync(join(stateFile, 'occupied'), '');
      const answer = await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.emptyCart });
      await app.stateWriter?.flush();

      expect(answer.statusCode).toBe(200);
      expect(problems[0]).toMatch(/^the state could not be saved to .*state\.json: /);
      expect(existsSync(`${stateFile}.tmp-${process.pid}`)).toBe(false);
    },
    SERVERS_MS,
  );

  test(
    '[persistence] every failed save is reported, and the admin state and the dev panel show the last one until a save works again',
    async () => {
      const stateFile = await stateFileIn('persist-');
      const problems: string[] = [];
      const app = await serverWithState(stateFile, await writeTestFixtures(), problems);
      const browser = await openBrowser(app);
      const saveFailure = async () => (await browser.json<AdminState>(adminEndpoints.state.path)).state_file?.last_save_failure;
      const panel = async () => (await browser.get(ADMIN_PREFIX)).body;
      await app.stateWriter?.flush();
      expect(await saveFailure()).toBeNull();

      // The target is a folder with a file in it: renaming over it fails.
      rmSync(stateFile);
      mkdirSync(stateFile);
      writeFileSync(join(stateFile, 'occupied'), '');
      for (const scenario of [SCENARIOS.cartWithTwoItems, SCENARIOS.emptyCart]) {
        await browser.post(adminEndpoints.seed.path, { scenario });
        await app.stateWriter?.flush();
      }

      expect(problems).toEqual([
        expect.stringMatching(/^the state could not be saved to .*state\.json: /),
        expect.stringMatching(/^the state could not be saved to .*state\.json: /),
      ]);
      const failure = await saveFailure();
      expect(failure).toEqual({ at: expect.any(String), reason: expect.stringMatching(/\S/) });
      expect(Date.parse(failure?.at ?? '')).not.toBeNaN();
      expect(problems[1]).toContain(failure?.reason);
      const page = await panel();
      expect(page).toMatch(/<p id="save-failure"[^>]*role="alert"[^>]*>The state could not be saved to [^<]*state\.json/);
      expect(page).toContain(escapeHtml(failure?.reason ?? ''));

      // The folder goes: the next change is saved, and the panel stops warning.
      rmSync(stateFile, { recursive: true });
      await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
      await app.stateWriter?.flush();

      expect(problems[2]).toMatch(/^the state is saved again to .*state\.json$/);
      expect(await saveFailure()).toBeNull();
      expect(await panel()).toMatch(/<p id="save-failure"[^>]*hidden[^>]*><\/p>/);
      expect(compiledCheck(StateFile).Check(JSON.parse(readFileSync(stateFile, 'utf8')))).toBe(true);
    },
    SERVERS_MS,
  );

  test('[persistence] without a state file nothing is saved', async () => {
    const app = await build();
    expect(app.stateWriter).toBeNull();
  });
});
