import { createHook } from 'node:async_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import type { AuthenticateResponse } from '#contracts/api/customer.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { ErrorResponse } from '#contracts/api/errors.ts';
import { WRONG_CREDENTIALS } from '../../../src/routes/rest/authenticate.ts';
import { DEVICE_COOKIE } from '../../../src/state/device-cookies.ts';
import { LOGIN_LIMITS } from '../../../src/state/login-throttle.ts';
import { type Browser, build, openBrowser } from '../../helpers/build.ts';

/**
 * Counts the scrypt jobs Node runs on its thread pool while `run` runs (async_hooks sees each as a SCRYPTREQUEST;
 * the blocking scryptSync makes none): the real work, counted, whatever module calls it.
 */
async function threadPoolScrypts(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'SCRYPTREQUEST') count += 1;
    },
  }).enable();
  try {
    await run();
  } finally {
    hook.disable();
  }
  return count;
}

const login = (browser: Browser, email: string, pass: string) => browser.post(endpointRoutes.authenticate.path, { email, pass });

/** A server whose failed-login windows run on a clock the test moves. */
async function serverWithClock() {
  const clock = { now: Date.parse('2026-11-30T10:00:00Z') };
  const app = await build({ loginClock: () => clock.now });
  return { app, clock, browser: await openBrowser(app) };
}

/** A login checks its password with scrypt (slow on purpose): 20 of them take seconds on a busy machine. */
const LOGINS_TIMEOUT_MS = 30_000;

const expectTooMany = (response: LightMyRequestResponse, field: 'body/email' | 'body/pass' | `cookies/${typeof DEVICE_COOKIE}`) => {
  expect(response.statusCode).toBe(429);
  expect(response.json<ErrorResponse>()).toMatchObject({ ok: false, statusCode: 429, error: 'Too Many Requests' });
  expect(response.json<ErrorResponse>().message).toMatch(new RegExp(`^${field}: .*; try again in \\d+ minutes?$`));
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
};

describe(
  '[login] passwords are checked off the event loop, and an unknown address costs as much as a known one',
  { timeout: LOGINS_TIMEOUT_MS },
  () => {
    test('[login] a login checks its password with scrypt on the thread pool, off the event loop', async () => {
      const browser = await openBrowser(await build());

      const wrong = await threadPoolScrypts(() => login(browser, DEMO_CUSTOMER.email, 'not-the-password'));
      const right = await threadPoolScrypts(() => login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));

      expect([wrong, right]).toEqual([1, 1]);
    });

    test('[login] while 20 logins from 20 browsers are checked in parallel, the event loop keeps turning and GET config answers', async () => {
      const app = await build();
      const browsers = await Promise.all(Array.from({ length: 20 }, () => openBrowser(app)));
      let loginsDone = 0;
      let turns = 0;
      let checking = true;
      const turn = () => {
        turns += 1;
        if (checking) setImmediate(turn);
      };
      setImmediate(turn);

      const logins = browsers.map((browser, index) =>
        login(browser, `guess-${index}@example.com`, 'not-the-password').then((response) => {
          loginsDone += 1;
          return response;
        }),
      );
      const config = await browsers[0]?.get(endpointRoutes.getConfig.path);
      const doneWhenConfigAnswered = loginsDone;
      const answers = await Promise.all(logins);
      checking = false;

      expect(config?.statusCode).toBe(200);
      expect(answers.map((answer) => answer.json<AuthenticateResponse>().message)).toEqual(Array(20).fill(WRONG_CREDENTIALS));
      // Blocking scrypt answered config only after the logins ahead of it, each holding the loop for its whole hash.
      expect(doneWhenConfigAnswered).toBeLessThan(20);
      // Counting, not timing: 20 hashes on the thread pool leave the loop free for far more than one turn per login.
      expect(turns).toBeGreaterThan(100);
    });

    test('[login] an unknown address is checked against a hash as a known one is: the same scrypt work, the same answer', async () => {
      const browser = await openBrowser(await build());
      let known: LightMyRequestResponse | undefined;
      let unknown: LightMyRequestResponse | undefined;

      const knownWork = await threadPoolScrypts(async () => (known = await login(browser, DEMO_CUSTOMER.email, 'not-the-password')));
      const unknownWork = await threadPoolScrypts(
        async () => (unknown = await login(browser, 'nobody-here@example.com', 'not-the-password')),
      );

      expect([knownWork, unknownWork]).toEqual([1, 1]);
      expect(unknown?.statusCode).toBe(known?.statusCode);
      expect(unknown?.json<AuthenticateResponse>().message).toBe(known?.json<AuthenticateResponse>().message);
    });
  },
);

describe('[login] failed logins are limited per address and per browser', { timeout: LOGINS_TIMEOUT_MS }, () => {
  test('[login] after 5 failed logins for an address the next is a 429 naming body/email with Retry-After, even with the right password; after the window it logs in', async () => {
    const { browser, clock } = await serverWithClock();
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) {
      expect((await login(browser, DEMO_CUSTOMER.email, `guess-${attempt}`)).json<AuthenticateResponse>().ok).toBe(false);
    }
    const sessionBefore = browser.sessionId;

    const refused = await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    expectTooMany(refused, 'body/email');
    expect(refused.headers['retry-after']).toBe(String(LOGIN_LIMITS.windowMs / 1000));
    expect(refused.json<ErrorResponse>().message).toMatch(/try again in 15 minutes$/);
    expect(browser.sessionId).toBe(sessionBefore);
    expect((await browser.json<{ config: { loggedIn: boolean } }>(endpointRoutes.getConfig.path)).config.loggedIn).toBe(false);

    clock.now += 10 * 60 * 1000;
    expect((await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).headers['retry-after']).toBe(String(5 * 60));
    clock.now += 5 * 60 * 1000;
    expect((await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json<AuthenticateResponse>().ok).toBe(true);
  });

  test('[login] an address no customer has is limited the same way: the 429 tells nothing about which addresses exist', async () => {
    const { browser } = await serverWithClock();
    const answers: LightMyRequestResponse[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMITS.perAccount; attempt += 1) answers.push(await login(browser, 'nadie@example.com', 'x'));

    expect(answers.slice(0, -1).map((answer) => answer.json<AuthenticateResponse>().message)).toEqual(
      Array(LOGIN_LIMITS.perAccount).fill(WRONG_CREDENTIALS),
    );
    expectTooMany(answers.at(-1) as LightMyRequestResponse, 'body/email');
  });

  test('[login] a successful login starts the address’s count afresh', async () => {
    const { app, browser } = await serverWithClock();
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount - 1; attempt += 1) await login(browser, DEMO_CUSTOMER.email, 'wrong');
    expect((await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json<AuthenticateResponse>().ok).toBe(true);

    const other = await openBrowser(app);
    const again: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMITS.perAccount; attempt += 1)
      again.push((await login(other, DEMO_CUSTOMER.email, 'wrong')).statusCode);

    expect(again).toEqual([...Array<number>(LOGIN_LIMITS.perAccount).fill(200), 429]);
  });

  test('[login] 20 parallel guesses at one address: 5 are checked, the other 15 are refused at once', async () => {
    const { browser } = await serverWithClock();

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => login(browser, DEMO_CUSTOMER.email, `guess-${index}`)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20 - LOGIN_LIMITS.perAccount);
  });

  test('[login] one browser guessing at many addresses gets a 429 naming body/pass after 20 failures', async () => {
    const { app, browser } = await serverWithClock();
    for (let attempt = 0; attempt < LOGIN_LIMITS.perVisitor; attempt += 1) {
      expect((await login(browser, `someone-${attempt}@example.com`, 'guess')).statusCode).toBe(200);
    }

    expectTooMany(await login(browser, 'someone-else@example.com', 'guess'), 'body/pass');
    expect((await login(await openBrowser(app), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json<AuthenticateResponse>().ok).toBe(true);
  });
});

describe('[login] a browser the customer logged in on before is never locked out by strangers', { timeout: LOGINS_TIMEOUT_MS }, () => {
  /** A login that sends the device cookie this browser was given (as a browser does on the login path), if any. */
  const loginWithDevice = (browser: Browser, device: string | undefined, email: string, pass: string) =>
    browser.inject({
      method: 'POST',
      url: endpointRoutes.authenticate.path,
      payload: { email, pass },
      ...(device === undefined ? {} : { headers: { cookie: `${DEVICE_COOKIE}=${device}` } }),
    });
  const deviceCookieOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  const loggedIn = (response: LightMyRequestResponse) => response.statusCode === 200 && response.json<AuthenticateResponse>().ok;

  test('[login] a successful login gives the browser a signed device cookie, httpOnly, for the login path only', async () => {
    const { browser } = await serverWithClock();
    const failed = await login(browser, DEMO_CUSTOMER.email, 'wrong');

    const response = await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    expect(deviceCookieOf(failed)).toBeUndefined();
    expect(deviceCookieOf(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: endpointRoutes.authenticate.path });
    expect(deviceCookieOf(response)?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(deviceCookieOf(response)?.value).not.toContain(DEMO_CUSTOMER.email);
  });

  test('[login] after five strangers’ wrong passwords the right one from a browser with a device cookie logs in, while a stranger with the right one is still refused', async () => {
    const { app, browser } = await serverWithClock();
    const device = deviceCookieOf(await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password))?.value;
    for (let stranger = 0; stranger < LOGIN_LIMITS.perAccount; stranger += 1) {
      expect(loggedIn(await login(await openBrowser(app), DEMO_CUSTOMER.email, `guess-${stranger}`))).toBe(false);
    }

    expectTooMany(await login(await openBrowser(app), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password), 'body/email');
    const owner = await openBrowser(app);
    expect(loggedIn(await loginWithDevice(owner, device, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password))).toBe(true);
    expectTooMany(await login(await openBrowser(app), DEMO_CUSTOMER.email, 'guess-after'), 'body/email');
  });

  test('[login] a device cookie that is forged, or issued for another address, counts as none', async () => {
    const { app, browser } = await serverWithClock();
    const device = deviceCookieOf(await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password))?.value ?? '';
    const other = await app.customers.register('otra@example.com', 'Otra-clave-2026');
    for (let stranger = 0; stranger < LOGIN_LIMITS.perAccount; stranger += 1) {
      expect(loggedIn(await login(await openBrowser(app), other.email, 'guess'))).toBe(false);
    }
    const [nonce = '', mac = ''] = device.split('.');
    const forged = `${nonce}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;

    expectTooMany(await loginWithDevice(await openBrowser(app), device, other.email, 'Otra-clave-2026'), 'body/email');
    expectTooMany(await loginWithDevice(await openBrowser(app), forged, other.email, 'Otra-clave-2026'), 'body/email');
  });

  test('[login] a browser with a device cookie has five tries of its own, then a 429 naming the cookie', async () => {
    const { app, browser } = await serverWithClock();
    const device = deviceCookieOf(await login(browser, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password))?.value;
    const stolen = await openBrowser(app);
    for (let attempt = 0; attempt < LOGIN_LIMITS.perDevice; attempt += 1) {
      expect(loggedIn(await loginWithDevice(stolen, device, DEMO_CUSTOMER.email, `guess-${attempt}`))).toBe(false);
    }

    expectTooMany(await loginWithDevice(stolen, device, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password), `cookies/${DEVICE_COOKIE}`);
    // The address's own window is untouched: a stranger still has its tries.
    expect(loggedIn(await login(await openBrowser(app), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password))).toBe(true);
  });
});
