import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { build, openBrowser } from '../helpers/build.ts';
import { writeTestFixtures } from '../helpers/test-fixtures.ts';
import { answerProviderPage } from '../helpers/provider-page.ts';

/**
 * The ids a server's first visitor gets: their new quote, then the order their cart becomes, then the
 * new quote items that a cancelled payment puts back in the cart.
 */
async function firstIds(app: FastifyInstance) {
  const browser = await openBrowser(app);
  const { quoteId } = app.visitors.obtain(browser.sessionId);
  const quoteLoads = (await browser.answer('loadQuote', { query: { id: quoteId } })).ok;
  await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
  const checkout = await browser.call('checkoutRegister', { body: { form: { email: 'first@example.com', type: 'paypal' } } });
  const { order_id: orderId } = checkout.json<CheckoutResponse>();
  await answerProviderPage(browser, `/paypal/sandbox/checkout?order_id=${orderId}`, 'fail');
  const itemIds = (await browser.answer('getCart')).cart.map((item) => item.id);
  return { quoteId, quoteLoads, orderId, itemIds };
}

/** Two whole servers: more than the default 5 s on a busy machine. */
const TWO_SERVERS_MS = 20_000;

describe('id sequences', () => {
  test(
    '[ids] two servers in one process count on their own: their first quote, order and item ids are the same',
    async () => {
      const fixturesDir = await writeTestFixtures();
      const [first, second] = [await build({ fixturesDir }), await build({ fixturesDir })];

      const fromFirst = await firstIds(first);
      const fromSecond = await firstIds(second);

      expect(fromFirst).toMatchObject({
        quoteLoads: true,
        orderId: expect.stringMatching(/^14\d+$/),
        itemIds: [expect.any(String), expect.any(String)],
      });
      expect(fromSecond).toEqual(fromFirst);
    },
    TWO_SERVERS_MS,
  );
});
