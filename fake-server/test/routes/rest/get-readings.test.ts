import { describe, expect, test } from 'vitest';
import type { CustomerActions } from '#contracts/api/customer.ts';
import type { CartItem, CartResponse } from '#contracts/api/cart.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { deedCopyFormExample } from '#contracts/testing/generic-examples.ts';
import { freshCustomer } from '../../helpers/account.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';
import { openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { routeOf } from '../../helpers/call.ts';

// spec 7 gives updatequoteitem and updatepedido both a GET and a POST reading; the backend answers both alike.
const server = repositoryServerForThisFile();
const DEED = PRODUCT_IDS.deedCopy;
/** The shared deed copy's answers with that copy type: simple 119,76 €, authentic (with its shipping address) 205,76 €. */
const deed = (copy: '40010' | '40011') =>
  deedCopyFormExample()
    .values.filter((value) => copy === '40011' || value.option_id !== '20027')
    .map((value) => (value.option_id === '20020' ? { ...value, value: copy } : value));
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function deedInCart() {
  const browser = await openBrowser(server());
  const config = await defaultConfigFor(browser);
  const { item_id } = (await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: deed('40010') } } })).json<{
    item_id: string;
  }>();
  return { browser, itemId: item_id };
}

async function deedOrdered() {
  const { browser } = await deedInCart();
  const checkout = await browser.call('checkoutRegister', { body: { form: { email: freshCustomer(), type: 'paypal' } } });
  const orderId = checkout.json<CheckoutResponse>().order_id ?? '';
  const [item] = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos;
  return { browser, orderId, itemId: item?.id ?? '' };
}

describe(`${routeOf('updateQuoteItemGet')} (the GET reading)`, () => {
  test('[product] the form as JSON in the query replaces the answers and reprices the item, as the POST does', async () => {
    const { browser, itemId } = await deedInCart();
    const form = { product_id: DEED, values: deed('40011') };

    const response = await browser.call('updateQuoteItemGet', { query: { id: itemId, form: JSON.stringify(form) } });

    expect(response.statusCode).toBe(200);
    const item = response.json<CartResponse>().cart.find((candidate) => candidate.id === itemId);
    expect(item?.extra.current_price).toBe(205.76);
    expect(item?.options.find((option) => option.option_id === '20020')?.print_value).toBe('Copia auténtica en papel');
  });

  test.each([
    ['not JSON', 'form=%7Bvalues', /^querystring\/form must be JSON$/],
    ['a form of the wrong shape', `form=${json({ product_id: DEED, values: [{ option_id: 'x' }] })}`, /^querystring\/form/],
    ['no form', '', /querystring.*form/],
  ])('[product] %s answers 400 naming the query parameter, and the item keeps its answers', async (_, query, message) => {
    const { browser, itemId } = await deedInCart();
    const response = await browser.get(`/desktopapp/rest/updatequoteitem?id=${itemId}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    const { cart } = await browser.answer('getCart');
    expect(cart[0]?.extra.current_price).toBe(119.76);
  });

  test('[product] a refused answer names querystring/form, where the form really was, and the item keeps its answers', async () => {
    const { browser, itemId } = await deedInCart();
    const form = { product_id: DEED, values: [] };

    const response = await browser.call('updateQuoteItemGet', { query: { id: itemId, form: JSON.stringify(form) } });

    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/^querystring\/form\/values: /);
    expect(message).not.toMatch(/body\//);
    expect((await browser.answer('getCart')).cart[0]?.extra.current_price).toBe(119.76);
  });

  test('[product] it changes state: without the formkey it is refused (decision 029)', async () => {
    const { browser, itemId } = await deedInCart();
    const form = { product_id: DEED, values: deed('40011') };
    const response = await browser.inject({
      method: 'GET',
      url: `/desktopapp/rest/updatequoteitem?id=${itemId}&form=${json(form)}`,
      headers: { 'x-form-key': 'not-this-one' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe(`${routeOf('updatePedidoGet')} (the GET reading)`, () => {
  test('[product] item_id, options and actions in the query reprice an unpaid order’s item, as the POST does', async () => {
    const { browser, orderId, itemId } = await deedOrdered();
    const actions: CustomerActions = {
      operation: 'update',
      update_order_id: orderId,
      operation_multiples_clientes: false,
      cascades: false,
    };

    const response = await browser.get(
      `/desktopapp/rest/updatepedido?id=${orderId}&item_id=${itemId}&options=${json(deed('40011'))}&actions=${json(actions)}`,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json<{ pedido: CartItem }>().pedido.extra.current_price).toBe(205.76);
  });

  test('[product] refused answers name querystring/options, where the answers really were, and the item keeps its price', async () => {
    const { browser, orderId, itemId } = await deedOrdered();

    const response = await browser.get(`/desktopapp/rest/updatepedido?id=${orderId}&item_id=${itemId}&options=${json([])}`);

    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/^querystring\/options: /);
    expect(message).not.toMatch(/body\//);
    const [item] = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos;
    expect(item?.extra.current_price).toBe(119.76);
  });

  test('[product] an item not in the order names querystring/item_id', async () => {
    const { browser, orderId } = await deedOrdered();
    const response = await browser.get(`/desktopapp/rest/updatepedido?id=${orderId}&item_id=1&options=${json(deed('40011'))}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^querystring\/item_id: item 1 is not in order/);
  });

  test('[product] actions naming another order answer 400 naming querystring/actions/update_order_id', async () => {
    const { browser, orderId, itemId } = await deedOrdered();
    const actions: CustomerActions = {
      operation: 'update',
      update_order_id: '1',
      operation_multiples_clientes: false,
      cascades: false,
    };
    const response = await browser.get(
      `/desktopapp/rest/updatepedido?id=${orderId}&item_id=${itemId}&options=${json(deed('40011'))}&actions=${json(actions)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^querystring\/actions\/update_order_id 1 is not order/);
  });
});

describe('customer actions on POST /desktopapp/rest/updatepedido (spec 3 "actions")', () => {
  test('[product] an operation for several customers is refused, naming body/actions/operation_multiples_clientes', async () => {
    const { browser, orderId, itemId } = await deedOrdered();
    const actions: CustomerActions = {
      operation: 'update',
      update_order_id: orderId,
      operation_multiples_clientes: true,
      cascades: false,
    };
    const response = await browser.call('updatePedido', {
      query: { id: orderId },
      body: {
        item_id: itemId,
        options: deed('40011'),
        actions,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^body\/actions\/operation_multiples_clientes: /);
  });
});
