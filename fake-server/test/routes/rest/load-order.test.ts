import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import type { GenericForm } from '#contracts/api/generic.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { build, openBrowser, type Browser } from '../../helpers/build.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';
import { answerProviderPage } from '../../helpers/provider-page.ts';
import { offContract, routeOf } from '../../helpers/call.ts';

const nextYear = String(new Date().getUTCFullYear() + 1);

async function placeOrder(browser: Browser, form: object): Promise<string> {
  // The form's email is added here: the test gives the rest of a card or provider form.
  const answer = (
    await browser.call('checkoutRegister', { body: offContract({ form: { email: `buyer-${browser.sessionId}@example.com`, ...form } }) })
  ).json<Required<CheckoutResponse>>();
  if (answer.order_id === null) throw new Error(`no order placed: ${answer.message}`);
  return answer.order_id;
}

const loadOrder = async (browser: Browser, id: string) => (await browser.answer('loadOrder', { query: { id } })).order;
const pedidosOf = async (browser: Browser, id: string) => (await browser.answer('getPedidos', { query: { id } })).pedidos;

/** Fails the order's payment the way the buyer would on that rail. */
const FAILED_PAYMENTS = {
  'a cancelled PayPal payment': async (browser: Browser) => {
    const orderId = await placeOrder(browser, { type: 'paypal' });
    await answerProviderPage(browser, `/paypal/sandbox/checkout?order_id=${orderId}`, 'fail');
    return orderId;
  },
  'a failed 3DS challenge': async (browser: Browser) => {
    const orderId = await placeOrder(browser, { type: 'cc', num: TEST_CARDS.challenge, month: '12', year: nextYear });
    await answerProviderPage(browser, `/stripe/3ds/challenge?order_id=${orderId}`, 'fail');
    await browser.call('stripeProcess', { query: { order_id: orderId } });
    return orderId;
  },
};

describe(routeOf('loadOrder'), () => {
  test.each(Object.entries(FAILED_PAYMENTS))(
    '[payments] after %s loadorder shows the order and its items canceled, as the orders list does',
    async (_, failPayment) => {
      const browser = await openBrowser(await build());
      await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });

      const orderId = await failPayment(browser);

      const order = await loadOrder(browser, orderId);
      expect(order?.state).toBe('canceled');
      expect(order?.items.map((item) => item.status)).toEqual(['canceled', 'canceled']);
      expect(await pedidosOf(browser, orderId)).toEqual(order?.items);
    },
  );

  test('[orders] after updatepedido on a paid order, loadorder shows the new answers, as the orders list does', async () => {
    const fixturesDir = fileURLToPath(new URL('../../../../fixtures', import.meta.url));
    const browser = await openBrowser(await build({ fixturesDir }));
    // A paid item takes new answers at the price paid: the buyer's relationship to the deed costs nothing.
    const deedCopy = (relationship: string): GenericForm => ({
      product_id: PRODUCT_IDS.deedCopy,
      values: [
        { option_id: '1648', product_id: PRODUCT_IDS.deedCopy, type: 'radio', value: '40009' },
        { option_id: '1655', product_id: PRODUCT_IDS.deedCopy, type: 'radio', value: '4324' },
        { option_id: '20021', product_id: PRODUCT_IDS.deedCopy, type: 'field', value: 'María López Ruiz' },
        { option_id: '20022', product_id: PRODUCT_IDS.deedCopy, type: 'municipio', value: 'Sevilla' },
        { option_id: '20023', product_id: PRODUCT_IDS.deedCopy, type: 'date', value: '12-ene-2004' },
        { option_id: '20024', product_id: PRODUCT_IDS.deedCopy, type: 'field', value: '1234' },
        { option_id: '20025', product_id: PRODUCT_IDS.deedCopy, type: 'radio', value: '40012' },
        { option_id: '20020', product_id: PRODUCT_IDS.deedCopy, type: 'radio', value: '40010' },
        { option_id: '20026', product_id: PRODUCT_IDS.deedCopy, type: 'drop_down', value: relationship },
      ],
    });
    const config = await defaultConfigFor(browser);
    const { item_id: itemId } = (await browser.call('addGeneric', { body: { config, form: deedCopy('40014') } })).json<{
      item_id: string;
    }>();
    const orderId = await placeOrder(browser, { type: 'cc', num: TEST_CARDS.frictionless, month: '12', year: nextYear });
    expect((await loadOrder(browser, orderId))?.state).toBe('paid');

    const { values } = deedCopy('40015');
    const { pedido } = (await browser.call('updatePedido', { query: { id: orderId }, body: { item_id: itemId, options: values } })).json<{
      pedido: CartItem;
    }>();

    expect(pedido.options.at(-1)?.print_value).toBe('Soy heredero de un otorgante');
    expect((await loadOrder(browser, orderId))?.items).toEqual([pedido]);
    expect(await pedidosOf(browser, orderId)).toEqual([pedido]);
  });
});
