import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { RecordedExchange } from '../../src/plugins/exchange-log.ts';
import { SCENARIOS, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { REDACTED } from '#contracts/server/secret-redaction.ts';
import { BANK_ACCOUNT_EXAMPLE, billingUpdateExample } from '#contracts/testing/payment-examples.ts';
import { offContract } from '../helpers/call.ts';
import { build, openBrowser } from '../helpers/build.ts';
import { temporaryDir } from '../helpers/test-fixtures.ts';

const ADMIN_TOKEN = 'an-admin-token-nobody-may-read';

test('FAKE_EXCHANGE_LOG: each documented call is kept with its request and answer, a refused one too; pages and files are not (decision 036)', async () => {
  const exchangeLog = join(await temporaryDir('exchange-log-'), 'reports', 'e2e-exchanges.ndjson');
  const app = await build({ exchangeLog });
  const config = await app.inject({ url: endpointRoutes.getConfig.path });
  const cookie = String(config.headers['set-cookie']).split(';')[0] ?? '';
  const { formkey } = config.json<{ config: { formkey: string } }>().config;
  const json = { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
  await app.inject({
    method: 'POST',
    url: endpointRoutes.addGeneric.path,
    headers: { ...json, [FORM_KEY_HEADER]: formkey },
    payload: '{"form":{}}',
  });
  await app.inject({ method: 'POST', url: endpointRoutes.addGeneric.path, headers: json, payload: '{"form":{}}' });
  await app.inject({ url: '/servicios' });
  await app.close();

  const exchanges = (await readFile(exchangeLog, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RecordedExchange);
  expect(exchanges.map((exchange) => [exchange.seq, exchange.operationId, exchange.response.status, exchange.request.body])).toEqual([
    [0, 'getConfig', 200, undefined],
    [1, 'addGeneric', 400, { text: '{"form":{}}' }],
    // The formkey guard refuses before the body is read: the log says so rather than inventing one.
    [2, 'addGeneric', 403, { unread: true }],
  ]);
  expect(exchanges[0]?.response).toMatchObject({
    headers: { 'content-type': expect.stringMatching(/^application\/json/) },
    body: { text: config.body.replace(`"formkey":"${formkey}"`, `"formkey":"${REDACTED}"`) },
  });
  // The headers are kept by name, their secret values redacted (issue 41).
  expect(exchanges[1]?.request.headers).toMatchObject({ [FORM_KEY_HEADER]: REDACTED, cookie: `${SESSION_COOKIE}=${REDACTED}` });
});

test('[security] the exchange log keeps no password, card, account, cookie, formkey or admin token, and is readable by its owner only', async () => {
  const exchangeLog = join(await temporaryDir('exchange-log-'), 'e2e-exchanges.ndjson');
  // A log left by an earlier run, readable by everyone: it is made its owner's only.
  await writeFile(exchangeLog, '', { mode: 0o644 });
  const lines: string[] = [];
  const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } };
  const app = await build({ exchangeLog, adminToken: ADMIN_TOKEN, logger });
  const browser = await openBrowser(app);
  const firstId = browser.sessionId;
  await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems, store_id: 16 });
  const { formkey } = (await browser.json<ConfigResponse>(endpointRoutes.getConfig.path)).config;
  await browser.call('authenticate', { body: { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password } });
  await browser.call('clientUpdate', { body: { data: billingUpdateExample() } });
  await browser.call('checkoutAuthenticated', {
    body: offContract({ form: { email: DEMO_CUSTOMER.email, type: 'cc', num: TEST_CARDS.frictionless, month: '12', year: '2031' } }),
  });
  await browser.inject({ url: endpointRoutes.getConfig.path, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  await app.close();

  const log = await readFile(exchangeLog, 'utf8');
  const operations = log
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as RecordedExchange).operationId);
  expect(operations).toEqual(expect.arrayContaining(['authenticate', 'clientUpdate', 'checkoutAuthenticated', 'getConfig']));
  for (const secret of [
    DEMO_CUSTOMER.password,
    TEST_CARDS.frictionless,
    BANK_ACCOUNT_EXAMPLE.cuenta,
    firstId,
    browser.sessionId,
    formkey,
    ADMIN_TOKEN,
  ]) {
    const at = log.indexOf(secret);
    expect(at === -1 ? '' : log.slice(Math.max(0, at - 160), at + secret.length), `the log keeps ${secret}`).toBe('');
  }
  // Kept by name (a body is JSON inside the line's JSON).
  expect(log).toContain(JSON.stringify(`"pass":"${REDACTED}"`).slice(1, -1));
  expect((await stat(exchangeLog)).mode & 0o777).toBe(0o600);
  expect(lines.join('')).toContain(`exchange log: ${exchangeLog} (mode 0600;`);
  expect(lines.join('')).toContain('redacted');
});
