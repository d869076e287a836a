import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { AddToCartResponse } from '#contracts/api/cart.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { personSearchFormExample } from '#contracts/testing/spain-examples.ts';
import { freshCustomer, seededCustomer } from '../../helpers/account.ts';
import { type Browser, openBrowser } from '../../helpers/build.ts';
import { answerProviderPage } from '../../helpers/provider-page.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { configOf } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

// The located-property service (spec 1, product 18361; docs/decisions/038).
const server = repositoryServerForThisFile();
const SEARCH = { order_id: '1400105010', item_id: '2201' };

async function customerWithSearch(): Promise<Browser & { email: string }> {
  return seededCustomer(server(), SCENARIOS.customerWithADeliveredPropertySearch);
}
const add = async (browser: Browser, fincas: string[], form: Partial<typeof SEARCH> = {}) =>
  browser.call('addLocalizada', { body: { config: await configOf(browser), form: { ...SEARCH, ...form, fincas } } });

describe(routeOf('addLocalizada'), () => {
  test('[located] the Nota Simple of each chosen property goes to the cart at 20,76 €, named by the search and the property', async () => {
    const browser = await customerWithSearch();
    const response = await add(browser, ['1', '3']);

    expect(response.statusCode).toBe(200);
    const { cart, item_id } = response.json<Required<AddToCartResponse>>();
    expect(cart.map((item) => [item.product_id, item.product_name, item.extra.current_price])).toEqual([
      [PRODUCT_IDS.locatedProperty, 'Propiedad localizada', 20.76],
      [PRODUCT_IDS.locatedProperty, 'Propiedad localizada', 20.76],
    ]);
    expect(item_id).toBe(cart[0]?.id);
    expect(cart[0]?.options.map((option) => option.print_value).filter(Boolean)).toEqual([
      'María García López',
      'Vivienda en Calle de Alcalá 214, 3.º B',
      'Finca 34211, Registro de la Propiedad de Madrid número 18',
      'Madrid (Madrid)',
    ]);
  });

  test.each([
    [['9'], {}, /^body\/form\/fincas\/0: the search found no property 9$/],
    [['1'], { item_id: '9999' }, /^body\/form\/item_id: no item 9999/],
  ])('[located] %j of %j is a 400 naming the field, and nothing is added', async (fincas, form, message) => {
    const browser = await customerWithSearch();
    const response = await add(browser, fincas, form);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect((await browser.answer('getCart')).cart).toEqual([]);
  });

  test('[located] a property already in the cart, or already ordered, is refused: each is ordered once', async () => {
    const browser = await customerWithSearch();
    await add(browser, ['2']);
    const again = await add(browser, ['1', '2']);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toMatch(/^body\/form\/fincas\/1: property 2 of this search is already ordered/);

    const checkout = await browser.call('checkoutAuthenticated', { body: { form: { email: browser.email, type: 'paypal' } } });
    expect(checkout.json<Required<CheckoutResponse>>().ok).toBe(true);
    expect((await add(browser, ['2'])).statusCode).toBe(400);
    expect((await add(browser, ['1'])).statusCode).toBe(200);
  });

  test('[located] a property of a cancelled order can be ordered again', async () => {
    const browser = await customerWithSearch();
    await add(browser, ['2']);
    const orderId = (await browser.call('checkoutAuthenticated', { body: { form: { email: browser.email, type: 'paypal' } } })).json<
      Required<CheckoutResponse>
    >().order_id;
    await answerProviderPage(browser, `/paypal/sandbox/checkout?order_id=${orderId ?? ''}`, 'fail');
    // the failed payment put the item back in the cart: it is taken there
    expect((await add(browser, ['2'])).statusCode).toBe(400);
    const { cart } = await browser.answer('getCart');
    await browser.call('delQuoteItem', { query: { id: cart[0]?.id ?? '' } });
    expect((await add(browser, ['2'])).statusCode).toBe(200);
  });

  test('[located] a search that is not of all properties, or not delivered, offers none', async () => {
    const browser = await seededCustomer(server(), SCENARIOS.customerWithOrdersInEveryStatus);
    const response = await add(browser, ['1'], { order_id: '1400103870', item_id: '2102' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      /^body\/form\/item_id: item 2102 is not a delivered search of all properties/,
    );
  });

  test('[located] a search of all properties bought and delivered by the clock lists what it found, and offers it', async () => {
    const browser = await openBrowser(server());
    const config = await configOf(browser);
    await browser.call('addQp', { body: { config, form: personSearchFormExample({ num_propiedades: 'todas' }) } });
    const orderId =
      (await browser.call('checkoutRegister', { body: { form: { email: freshCustomer(), type: 'paypal' } } })).json<
        Required<CheckoutResponse>
      >().order_id ?? '';
    await answerProviderPage(browser, `/paypal/sandbox/checkout?order_id=${orderId}`, 'approve');
    await browser.post('/__admin/clock', { advance_days: 5 });

    const [search] = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos;
    const found = search?.extra.located_properties ?? [];
    expect(found.length).toBeGreaterThanOrEqual(1);
    expect(found.length).toBeLessThanOrEqual(4);
    const again = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos[0]?.extra.located_properties;
    expect(again).toEqual(found);
    expect((await add(browser, ['1'], { order_id: orderId, item_id: search?.id ?? '' })).statusCode).toBe(200);
  });

  test('[located] a Portuguese store does not sell it', async () => {
    const browser = await customerWithSearch();
    await browser.post('/__admin/store', { store_id: 16 });
    const response = await add(browser, ['1']);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('does not sell Spanish registry services');
  });
});
