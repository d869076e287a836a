import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { MAX_CART_ITEMS, type CartItem, type CartResponse } from '#contracts/api/cart.ts';
import { MAX_ADD_REQUEST_BYTES, MAX_ANSWER_LENGTH, MAX_CART_ANSWER_BYTES } from '#contracts/rules/cart-bounds.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';
import type { GenericValue } from '#contracts/api/generic.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { birthCertificateFormExample, completeFormOf } from '#contracts/testing/generic-examples.ts';
import { freshCustomer } from '../../helpers/account.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';
import { type Browser, openBrowser } from '../../helpers/build.ts';
import { answerProviderPage } from '../../helpers/provider-page.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { offContract, routeOf } from '../../helpers/call.ts';

// One server on the repository's fixtures for the file; each test is its own visitor.
const server = repositoryServerForThisFile();
const DEED = PRODUCT_IDS.deedCopy;

/** The deed copy with its data, every question the wizard asks answered: the dearest copy (99 + 20,76 + 35 + 86 €). */
const deedWithData: GenericValue[] = [
  { option_id: '1648', product_id: DEED, type: 'radio', value: '40009' },
  { option_id: '1655', product_id: DEED, type: 'radio', value: '4324' },
  { option_id: '20021', product_id: DEED, type: 'field', value: 'Luis Fernández Gil' },
  { option_id: '20022', product_id: DEED, type: 'municipio', value: 'Sevilla' },
  { option_id: '20023', product_id: DEED, type: 'date', value: '12-ene-2004' },
  { option_id: '20024', product_id: DEED, type: 'field', value: '1532' },
  { option_id: '20025', product_id: DEED, type: 'radio', value: '40012' },
  { option_id: '20026', product_id: DEED, type: 'drop_down', value: '40014' },
  { option_id: '20020', product_id: DEED, type: 'radio', value: '40011' },
  { option_id: '20027', product_id: DEED, type: 'field', value: 'Calle Feria 12, 41003 Sevilla' },
];
/** The same deed as a simple PDF copy: the address for the paper copy is no longer asked, so it is not sent. */
const asPdfCopy = (values: typeof deedWithData) =>
  values
    .filter((value) => value.option_id !== '20027')
    .map((value) => (value.option_id === '20020' ? { ...value, value: '40010' } : value));

async function visitor() {
  const browser = await openBrowser(server());
  const config = await defaultConfigFor(browser);
  return { browser, config };
}

describe(routeOf('addGeneric'), () => {
  test('[product] adds the deed copy to the cart priced by the spec formula, with each answer printed', async () => {
    const { browser, config } = await visitor();
    const response = await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: deedWithData } } });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartResponse & { item_id: string }>();
    const item = body.cart.find((candidate) => candidate.id === body.item_id);
    expect(item?.product_name).toBe('Copia de escritura');
    expect(item?.extra.current_price).toBe(240.76);
    expect(item?.options.map((option) => option.print_value)).toEqual([
      'Sí, es de una propiedad',
      'Sí',
      'Luis Fernández Gil',
      'Sevilla',
      '12-ene-2004',
      '1532',
      'Sí, es anterior a 2006',
      'Soy otorgante o titular',
      'Copia auténtica en papel',
      'Calle Feria 12, 41003 Sevilla',
    ]);
    expect(item?.options[0]?.label).toBe('¿La escritura es de una propiedad (vivienda, local, terreno…)?');
  });

  test.each([
    [{ product_id: '99999', values: [] }, 'body/form/product_id'],
    [{ product_id: PRODUCT_IDS.commercialCertificate, values: [] }, 'body/form/product_id'],
    [{ product_id: DEED, values: [{ option_id: '20028', product_id: DEED, type: 'field', value: 'x' }] }, 'body/form/values/0/option_id'],
    [{ product_id: PRODUCT_IDS.simpleNote, values: [] }, 'body/form/product_id'],
    [{ product_id: DEED, values: [{ option_id: '1648', product_id: DEED, type: 'radio', value: '4324' }] }, 'body/form/values/0/value'],
    [
      { product_id: DEED, values: [{ option_id: '20023', product_id: DEED, type: 'date', value: '31/02/2004' }] },
      'body/form/values/0/value',
    ],
    [{ product_id: DEED, values: [{ option_id: '1648', product_id: DEED, type: 'field', value: '4318' }] }, 'body/form/values/0/type'],
  ])('[product] a wrong form answers 400 naming the field (%#)', async (form, field) => {
    const { browser, config } = await visitor();
    const response = await browser.call('addGeneric', { body: offContract({ config, form }) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  describe('a checkbox option (product 18379, option 20103: which supplies to change)', () => {
    const SUPPLY_CHANGE = '18379';
    const supplies = (value: string) => completeFormOf(catalogueProduct(SUPPLY_CHANGE), { '20103': value });

    test('[product] charges and prints each ticked value once', async () => {
      const { browser, config } = await visitor();
      const response = await browser.call('addGeneric', { body: { config, form: supplies('40078,40079') } });
      expect(response.statusCode).toBe(200);
      const body = response.json<CartResponse & { item_id: string }>();
      const item = body.cart.find((candidate) => candidate.id === body.item_id);
      // 39 base + 10 for each of the two supplies.
      expect(item?.extra.current_price).toBe(59);
      expect(item?.options.find((option) => option.option_id === '20103')?.print_value).toBe('Gas, Agua');
    });

    test('[product] a value ticked twice answers 400 naming the option, and nothing is added', async () => {
      const { browser, config } = await visitor();
      const response = await browser.call('addGeneric', { body: { config, form: supplies('40078,40078,40078,40078,40078') } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('body/form/values/0/value: value 40078 of option 20103 is ticked twice');
      expect((await browser.call('getCart')).json<CartResponse>().cart).toEqual([]);
    });
  });

  test(`[cart] the ${MAX_CART_ITEMS + 1}st item is refused with a 400 naming the cart, and the cart keeps its ${MAX_CART_ITEMS}`, async () => {
    expect(MAX_CART_ITEMS).toBe(50);
    const { browser, config } = await visitor();
    const add = () => browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: deedWithData } } });
    for (let index = 0; index < MAX_CART_ITEMS; index += 1) expect((await add()).statusCode).toBe(200);

    const response = await add();

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^cart: at most 50 items/);
    expect((await browser.answer('getCart')).cart).toHaveLength(MAX_CART_ITEMS);
  });

  /** The deed copy with the notary's name and the paper copy's address this long. */
  const deedWithLongTexts = (text: string) =>
    deedWithData.map((value) => (value.option_id === '20021' || value.option_id === '20027' ? { ...value, value: text } : value));

  test(`[cart] a text answer of ${MAX_ANSWER_LENGTH + 1} characters is refused with a 400 naming the answer, and nothing is added`, async () => {
    expect(MAX_ANSWER_LENGTH).toBe(1000);
    const { browser, config } = await visitor();
    const accepted = await browser.call('addGeneric', {
      body: { config, form: { product_id: DEED, values: deedWithLongTexts('‹'.repeat(MAX_ANSWER_LENGTH)) } },
    });
    expect(accepted.statusCode).toBe(200);

    const response = await browser.call('addGeneric', {
      body: { config, form: { product_id: DEED, values: deedWithLongTexts('‹'.repeat(MAX_ANSWER_LENGTH + 1)) } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^body\/form\/values\/2\/value .*1000 characters/);
    expect((await browser.answer('getCart')).cart).toHaveLength(1);
  });

  test('[cart] an add request of more than 64 KiB is refused with a 413 naming the body, and nothing is added', async () => {
    const { browser, config } = await visitor();
    const values = Array.from({ length: 70 }, (): GenericValue => ({
      option_id: '20021',
      product_id: DEED,
      type: 'field',
      value: 'x'.repeat(MAX_ANSWER_LENGTH),
    }));

    const response = await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values } } });

    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(`body: at most ${MAX_ADD_REQUEST_BYTES} bytes in one request`);
    expect((await browser.answer('getCart')).cart).toEqual([]);
  });

  test(`[cart] answers past ${MAX_CART_ANSWER_BYTES} bytes across the cart are refused with a 400 naming the cart, and the cart keeps what it held`, async () => {
    const { browser, config } = await visitor();
    const add = () =>
      browser.call('addGeneric', {
        body: { config, form: { product_id: DEED, values: deedWithLongTexts('‹'.repeat(MAX_ANSWER_LENGTH)) } },
      });
    let response = await add();
    let held = 0;
    while (response.statusCode === 200 && held < MAX_CART_ITEMS) {
      held += 1;
      response = await add();
    }

    expect(held).toBeLessThan(MAX_CART_ITEMS);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^cart: at most ${MAX_CART_ANSWER_BYTES} bytes of answers`));
    const { cart } = await browser.answer('getCart');
    expect(cart).toHaveLength(held);
    expect(JSON.stringify(cart).length).toBeLessThan(2 * 1024 * 1024);
  });

  test('[cart] an edit that would take the cart past its answer bytes is refused, and the item keeps its answers', async () => {
    const { browser, config } = await visitor();
    const long = deedWithLongTexts('‹'.repeat(MAX_ANSWER_LENGTH));
    let held = 0;
    while ((await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: long } } })).statusCode === 200) held += 1;
    const short = await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: deedWithData } } });
    expect(short.statusCode).toBe(200);
    const shortId = short.json<{ item_id: string }>().item_id;

    const response = await browser.call('updateQuoteItem', {
      query: { id: shortId },
      body: { config, form: { product_id: DEED, values: long } },
    });

    expect(held).toBeGreaterThan(0);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^cart: at most/);
    const { cart } = await browser.answer('getCart');
    expect(cart.find((item) => item.id === shortId)?.options.find((option) => option.option_id === '20021')?.value).toBe(
      'Luis Fernández Gil',
    );
  });
});

describe(routeOf('addGenericWithAssociation'), () => {
  test('[product] links the new item to the item the buyer came from', async () => {
    const { browser, config } = await visitor();
    const first = (await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: deedWithData } } })).json<{
      item_id: string;
    }>();
    const response = await browser.call('addGenericWithAssociation', {
      body: {
        config,
        origin: DEED,
        origin_id: first.item_id,
        form: birthCertificateFormExample(),
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartResponse & { item_id: string }>();
    expect(body.cart.find((item) => item.id === body.item_id)?.parent_id).toBe(first.item_id);
  });

  test('[product] an origin_id not in the cart answers 400 naming origin_id', async () => {
    const { browser, config } = await visitor();
    const response = await browser.call('addGenericWithAssociation', {
      body: {
        config,
        origin: 'ns',
        origin_id: '123',
        form: { product_id: PRODUCT_IDS.birthCertificate, values: [] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('origin_id');
  });
});

describe(routeOf('updateQuoteItem'), () => {
  test('[product] replaces the answers of a cart item and reprices it', async () => {
    const { browser, config } = await visitor();
    const { item_id } = (await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: deedWithData } } })).json<{
      item_id: string;
    }>();
    const simpler = asPdfCopy(deedWithData);
    const response = await browser.call('updateQuoteItem', {
      query: { id: item_id },
      body: {
        config,
        form: { product_id: DEED, values: simpler },
      },
    });
    expect(response.statusCode).toBe(200);
    const item = response.json<CartResponse>().cart.find((candidate) => candidate.id === item_id);
    expect(item?.extra.current_price).toBe(154.76);
    expect(item?.options.at(-1)?.print_value).toBe('Copia simple en PDF');
    expect(item?.options.some((option) => option.option_id === '20027')).toBe(false);
  });

  test('[product] an item not in the cart answers 400 naming id', async () => {
    const { browser, config } = await visitor();
    const response = await browser.call('updateQuoteItem', {
      query: { id: '4242' },
      body: { config, form: { product_id: DEED, values: [] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('id');
  });
});

describe(routeOf('updatePedido'), () => {
  /** The probe's deed copy: the cheapest answers (99 €), then the dearest (99 + 20,76 + 35 + 86 = 240,76 €). */
  const cheapestDeed = asPdfCopy(deedWithData).map((answer) => {
    // a deed of 2010: "No, es de 2006 o posterior" is what its date says (issue 41)
    const cheapest: Record<string, string> = { '1648': '4318', '20023': '12-ene-2010', '20025': '40013' };
    return { ...answer, value: cheapest[answer.option_id] ?? answer.value };
  });
  const upgraded = deedWithData;

  /** A new buyer who ordered the cheapest deed copy with PayPal: the order waits for payment. */
  async function deedOrderedAt99() {
    const { browser, config } = await visitor();
    const added = (await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: cheapestDeed } } })).json<
      CartResponse & { item_id: string }
    >();
    expect(added.cart[0]?.extra.current_price).toBe(99);
    const checkout = await browser.call('checkoutRegister', { body: { form: { email: freshCustomer(), type: 'paypal' } } });
    const orderId = checkout.json<CheckoutResponse>().order_id ?? '';
    const [item] = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos;
    return { browser, orderId, itemId: item?.id ?? '' };
  }
  const loadOrder = async (browser: Browser, orderId: string) => (await browser.answer('loadOrder', { query: { id: orderId } })).order;

  test('[product] an unpaid order’s deed copy upgraded from 99 € to 240,76 € of answers is repriced, and paid at 240,76 €', async () => {
    const { browser, orderId, itemId } = await deedOrderedAt99();

    const response = await browser.call('updatePedido', { query: { id: orderId }, body: { item_id: itemId, options: upgraded } });

    expect(response.statusCode).toBe(200);
    expect(response.json<{ pedido: CartItem }>().pedido.extra.current_price).toBe(240.76);
    expect((await loadOrder(browser, orderId))?.total).toBe(240.76);
    const page = await browser.get(`/paypal/sandbox/checkout?order_id=${orderId}`);
    expect(page.body).toContain('Amount: 240.76 EUR');
    await answerProviderPage(browser, `/paypal/sandbox/checkout?order_id=${orderId}`, 'approve');
    expect(await loadOrder(browser, orderId)).toMatchObject({ state: 'paid', total: 240.76 });
  });

  test('[product] an upgraded order whose payment fails goes back to the cart at 240,76 €, and its renewal costs 240,76 € too', async () => {
    const cancelled = await deedOrderedAt99();
    await cancelled.browser.call('updatePedido', {
      query: { id: cancelled.orderId },
      body: { item_id: cancelled.itemId, options: upgraded },
    });
    await answerProviderPage(cancelled.browser, `/paypal/sandbox/checkout?order_id=${cancelled.orderId}`, 'fail');
    const { cart } = await cancelled.browser.answer('getCart');
    expect(cart.map((item) => item.extra.current_price)).toEqual([240.76]);

    const renewed = await deedOrderedAt99();
    await renewed.browser.call('updatePedido', { query: { id: renewed.orderId }, body: { item_id: renewed.itemId, options: upgraded } });
    await answerProviderPage(renewed.browser, `/paypal/sandbox/checkout?order_id=${renewed.orderId}`, 'approve');
    await renewed.browser.post('/__admin/clock', { advance_days: 10 });
    const renewal = await renewed.browser.call('addActualizarPedidoAhora', {
      body: {
        config: await defaultConfigFor(renewed.browser),
        form: { order_id: renewed.orderId, item_id: renewed.itemId },
      },
    });
    expect(renewal.statusCode).toBe(200);
    expect(renewal.json<CartResponse>().cart.map((item) => item.extra.current_price)).toEqual([240.76]);
  });

  test('[product] a paid item takes new answers only at the price paid: a dearer change is a 400 naming body/options, and nothing changes', async () => {
    const { browser, orderId, itemId } = await deedOrderedAt99();
    await answerProviderPage(browser, `/paypal/sandbox/checkout?order_id=${orderId}`, 'approve');
    const before = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos;

    const dearer = await browser.call('updatePedido', { query: { id: orderId }, body: { item_id: itemId, options: upgraded } });

    expect(dearer.statusCode).toBe(400);
    expect(dearer.json<{ message: string }>().message).toMatch(/^body\/options: these answers cost 240,76 €; .* keeps the 99 € paid/);
    expect((await browser.answer('getPedidos', { query: { id: orderId } })).pedidos).toEqual(before);
    expect((await loadOrder(browser, orderId))?.total).toBe(99);

    const samePrice = cheapestDeed.map((answer) => (answer.option_id === '20021' ? { ...answer, value: 'Marta Gil Serrano' } : answer));
    const corrected = await browser.call('updatePedido', { query: { id: orderId }, body: { item_id: itemId, options: samePrice } });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<{ pedido: CartItem }>().pedido).toMatchObject({ extra: { current_price: 99 } });
    expect(corrected.json<{ pedido: CartItem }>().pedido.options.find((option) => option.option_id === '20021')?.value).toBe(
      'Marta Gil Serrano',
    );
  });

  test('[product] replaces the answers of a generic item of a seeded paid order at its price', async () => {
    const { browser } = await visitor();
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    // The seeded item was paid at 119,76 € (a property's deed, simple copy): the same price, the deed now after 2006.
    const after2006: Record<string, string> = { '20023': '12-ene-2010', '20025': '40013' };
    const options = asPdfCopy(deedWithData).map((value) => ({ ...value, value: after2006[value.option_id] ?? value.value }));
    const response = await browser.call('updatePedido', {
      query: { id: '1400004022' },
      body: {
        item_id: '2003',
        options: [...options.filter((value) => value.option_id !== '20025'), ...options.filter((value) => value.option_id === '20025')],
      },
    });
    expect(response.statusCode).toBe(200);
    const { pedido } = response.json<{ pedido: CartItem }>();
    expect(pedido.options.at(-1)?.print_value).toBe('No, es de 2006 o posterior');
    const { pedidos } = await browser.answer('getPedidos', { query: { id: '1400004022' } });
    expect(pedidos[0]?.options).toEqual(pedido.options);
  });

  test('[product] an item that is not in that order answers 400 naming item_id', async () => {
    const { browser } = await visitor();
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    const response = await browser.call('updatePedido', { query: { id: '1400004022' }, body: { item_id: '2001', options: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('item_id');
  });
});

describe(`${routeOf('updateQuoteItem')} on a generic item`, () => {
  test('[product] the cart item upgraded from 99 € to 240,76 € of answers is repriced, and the cart total follows', async () => {
    const { browser, config } = await visitor();
    const cheapest = asPdfCopy(deedWithData).map((answer) => {
      const cheapestValue: Record<string, string> = { '1648': '4318', '20023': '12-ene-2010', '20025': '40013' };
      return { ...answer, value: cheapestValue[answer.option_id] ?? answer.value };
    });
    const added = (await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values: cheapest } } })).json<
      CartResponse & { item_id: string }
    >();
    expect(added.cart[0]?.extra.current_price).toBe(99);

    const updated = await browser.call('updateQuoteItem', {
      query: { id: added.item_id },
      body: {
        config,
        form: { product_id: DEED, values: deedWithData },
      },
    });

    expect(updated.statusCode).toBe(200);
    expect(updated.json<CartResponse>().cart[0]?.extra.current_price).toBe(240.76);
    expect(cartTotal((await browser.answer('getCart')).cart)).toBe(240.76);
  });
});

describe('municipality answers', () => {
  test('[product] a municipality answered by its INE code is printed with its name', async () => {
    const { browser, config } = await visitor();
    const values: GenericValue[] = [
      ...deedWithData.filter((value) => value.option_id !== '20022'),
      { option_id: '20022', product_id: DEED, type: 'municipio', value: '41091' },
    ];
    const body = (await browser.call('addGeneric', { body: { config, form: { product_id: DEED, values } } })).json<CartResponse>();
    expect(body.cart[0]?.options.at(-1)).toMatchObject({ value: '41091', print_value: 'Sevilla' });
  });
});
