import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { UPLOAD_ITEM_ID, UPLOAD_ORDER_ID } from '#contracts/testing/account-examples.ts';
import { createSequences } from '../../src/state/sequences.ts';
import { DEFAULT_VISITOR_IDLE_MINUTES, VisitorStore } from '../../src/state/visitor-store.ts';
import { loggedInBrowser, seededCustomer } from '../helpers/account.ts';
import { build, openBrowser, type Browser } from '../helpers/build.ts';

const REPOSITORY_FIXTURES = fileURLToPath(new URL('../../../fixtures', import.meta.url));
const MINUTE = 60_000;
const IDLE_MINUTES = 60;
const BOUNDARY = 'opf-expiry-boundary';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A server whose visitors' clock the test moves. */
async function serverWithClock() {
  const clock = { now: Date.parse('2026-11-23T10:00:00Z') };
  const app = await build({ fixturesDir: REPOSITORY_FIXTURES, visitorIdleMinutes: IDLE_MINUTES, visitorClock: () => clock.now });
  return { app, clock, pass: (minutes: number) => (clock.now += minutes * MINUTE) };
}

const cartOf = async (browser: Browser) => (await browser.answer('getCart')).cart;

const uploadPdf = (browser: Browser) =>
  browser.inject({
    method: 'POST',
    url: `/desktopapp/rest/pushFilesToPedido/?order_id=${UPLOAD_ORDER_ID}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="item_id"\r\n\r\n${UPLOAD_ITEM_ID}\r\n`),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="nota.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

describe('idle visitors expire', () => {
  test('[visitors] a visitor not seen for the idle time is dropped: its id gets a new one, with an empty cart', async () => {
    const { app, pass } = await serverWithClock();
    const browser = await openBrowser(app);
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
    const before = browser.sessionId;

    pass(IDLE_MINUTES + 1);

    expect(await cartOf(browser)).toEqual([]);
    expect(browser.sessionId).not.toBe(before);
    expect(app.visitors.has(before)).toBe(false);
  });

  test('[visitors] every request counts as seen: a visitor active within the idle time keeps its cart', async () => {
    const { app, pass } = await serverWithClock();
    const browser = await openBrowser(app);
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

    pass(IDLE_MINUTES - 1);
    await cartOf(browser);
    pass(IDLE_MINUTES - 1);

    expect(await cartOf(browser)).toHaveLength(2);
  });

  test('[visitors] an expired visitor’s uploaded files stay with the customer’s order, as do the customer and the files’ record', async () => {
    const { app, pass } = await serverWithClock();
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    expect((await uploadPdf(customer)).statusCode).toBe(200);
    const [path] = app.visitors.obtain(customer.sessionId).uploads.paths;
    expect(path !== undefined && existsSync(path)).toBe(true);

    pass(IDLE_MINUTES + 1);
    app.visitors.sweep();

    expect(existsSync(path ?? '')).toBe(true);
    const again = await loggedInBrowser(app, customer.email);
    const { pedidos } = await again.answer('getPedidos', { query: { id: UPLOAD_ORDER_ID } });
    expect(pedidos[0]?.extra.files?.map((file) => file.name)).toEqual(['nota.pdf']);
  });

  test('[visitors] by default a visitor is kept for 24 hours after its last request', () => {
    let now = 0;
    const visitors = new VisitorStore(createSequences().nextQuoteId, { now: () => now });
    visitors.create();
    const kept = visitors.create();
    const dropped = visitors.create();
    now = 10 * MINUTE;
    visitors.find(kept.id);

    now = DEFAULT_VISITOR_IDLE_MINUTES * MINUTE + 1;
    visitors.sweep();

    expect(DEFAULT_VISITOR_IDLE_MINUTES).toBe(24 * 60);
    expect([visitors.has(kept.id), visitors.has(dropped.id), visitors.size]).toEqual([true, false, 1]);
  });
});
