import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/admin.ts';
import { MAX_CART_ITEMS, type CartItem, type CartResponse } from '#contracts/cart.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';
import { openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';

// One server on the repository's fixtures for the file; each test is its own visitor.
const server = repositoryServerForThisFile();
const DEED = PRODUCT_IDS.deedCopy;

const deedWithData = [
  { option_id: '1648', product_id: DEED, type: 'radio', value: '40009' },
  { option_id: '1655', product_id: DEED, type: 'radio', value: '4324' },
  { option_id: '20023', product_id: DEED, type: 'date', value: '12-ene-2004' },
  { option_id: '20025', product_id: DEED, type: 'radio', value: '40012' },
  { option_id: '20020', product_id: DEED, type: 'radio', value: '40011' },
];

async function visitor() {
  const browser = await openBrowser(server());
  const config = await defaultConfigFor(browser);
  return { browser, config };
}

describe('POST /desktopapp/rest/addgeneric', () => {
  test('[product] adds the deed copy to the cart priced by the spec formula, with each answer printed', async () => {
    const { browser, config } = await visitor();
    const response = await browser.post('/desktopapp/rest/addgeneric', { config, form: { product_id: DEED, values: deedWithData } });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartResponse & { item_id: string }>();
    const item = body.cart.find((candidate) => candidate.id === body.item_id);
    expect(item?.product_name).toBe('Copia de escritura');
    expect(item?.extra.current_price).toBe(240.76);
    expect(item?.options.map((option) => option.print_value)).toEqual([
      'Sí, es de una propiedad',
      'Sí',
      '12-ene-2004',
      'Sí, es anterior a 2006',
      'Copia auténtica en papel',
    ]);
    expect(item?.options[0]?.label).toBe('¿La escritura es de una propiedad (vivienda, local, terreno…)?');
  });

  test.each([
    [{ product_id: '99999', values: [] }, 'body/form/product_id'],
    [{ product_id: PRODUCT_IDS.commercialCertificate, values: [] }, 'body/form/product_id'],
    [{ product_id: DEED, values: [{ option_id: '20028', product_id: DEED, type: 'field', value: 'x' }] }, 'body/form/values/0/option_id'],
    [{ product_id: DEED, values: [{ option_id: '1648', product_id: DEED, type: 'radio', value: '4324' }] }, 'body/form/values/0/value'],
    [
      { product_id: DEED, values: [{ option_id: '20023', product_id: DEED, type: 'date', value: '31/02/2004' }] },
      'body/form/values/0/value',
    ],
    [{ product_id: DEED, values: [{ option_id: '1648', product_id: DEED, type: 'field', value: '4318' }] }, 'body/form/values/0/type'],
  ])('[product] a wrong form answers 400 naming the field (%#)', async (form, field) => {
    const { browser, config } = await visitor();
    const response = await browser.post('/desktopapp/rest/addgeneric', { config, form });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  describe('a checkbox option (product 18379, option 20103: which supplies to change)', () => {
    const SUPPLY_CHANGE = '18379';
    const supplies = (value: string) => ({
      product_id: SUPPLY_CHANGE,
      values: [{ option_id: '20103', product_id: SUPPLY_CHANGE, type: 'checkbox', value }],
    });

    test('[product] charges and prints each ticked value once', async () => {
      const { browser, config } = await visitor();
      const response = await browser.post('/desktopapp/rest/addgeneric', { config, form: supplies('40078,40079') });
      expect(response.statusCode).toBe(200);
      const body = response.json<CartResponse & { item_id: string }>();
      const item = body.cart.find((candidate) => candidate.id === body.item_id);
      // 39 base + 10 for each of the two supplies.
      expect(item?.extra.current_price).toBe(59);
      expect(item?.options[0]?.print_value).toBe('Gas, Agua');
    });

    test('[product] a value ticked twice answers 400 naming the option, and nothing is added', async () => {
      const { browser, config } = await visitor();
      const response = await browser.post('/desktopapp/rest/addgeneric', { config, form: supplies('40078,40078,40078,40078,40078') });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('body/form/values/0/value: value 40078 of option 20103 is ticked twice');
      expect((await browser.get('/desktopapp/rest/cart')).json<CartResponse>().cart).toEqual([]);
    });
  });

  test(`[cart] with ${MAX_CART_ITEMS} items in the cart, adding one more answers 400 naming the cart and adds nothing`, async () => {
    const { browser, config } = await visitor();
    const add = () => browser.post('/desktopapp/rest/addgeneric', { config, form: { product_id: DEED, values: deedWithData } });
    for (let index = 0; index < MAX_CART_ITEMS; index += 1) expect((await add()).statusCode).toBe(200);

    const response = await add();

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^cart: /);
    expect((await browser.json<CartResponse>('/desktopapp/rest/cart')).cart).toHaveLength(MAX_CART_ITEMS);
  });
});

describe('POST /desktopapp/rest/addgenericWithAssociation', () => {
  test('[product] links the new item to the item the buyer came from', async () => {
    const { browser, config } = await visitor();
    const first = (await browser.post('/desktopapp/rest/addgeneric', { config, form: { product_id: DEED, values: deedWithData } })).json<{
      item_id: string;
    }>();
    const response = await browser.post('/desktopapp/rest/addgenericWithAssociation', {
      config,
      origin: DEED,
      origin_id: first.item_id,
      form: {
        product_id: PRODUCT_IDS.birthCertificate,
        values: [{ option_id: '20028', product_id: PRODUCT_IDS.birthCertificate, type: 'field', value: 'Ana Pérez' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CartResponse & { item_id: string }>();
    expect(body.cart.find((item) => item.id === body.item_id)?.parent_id).toBe(first.item_id);
  });

  test('[product] an origin_id not in the cart answers 400 naming origin_id', async () => {
    const { browser, config } = await visitor();
    const response = await browser.post('/desktopapp/rest/addgenericWithAssociation', {
      config,
      origin: 'ns',
      origin_id: '123',
      form: { product_id: PRODUCT_IDS.birthCertificate, values: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('origin_id');
  });
});

describe('POST /desktopapp/rest/updatequoteitem', () => {
  test('[product] replaces the answers of a cart item and reprices it', async () => {
    const { browser, config } = await visitor();
    const { item_id } = (
      await browser.post('/desktopapp/rest/addgeneric', { config, form: { product_id: DEED, values: deedWithData } })
    ).json<{ item_id: string }>();
    const simpler = deedWithData.map((value) => (value.option_id === '20020' ? { ...value, value: '40010' } : value));
    const response = await browser.post(`/desktopapp/rest/updatequoteitem?id=${item_id}`, {
      config,
      form: { product_id: DEED, values: simpler },
    });
    expect(response.statusCode).toBe(200);
    const item = response.json<CartResponse>().cart.find((candidate) => candidate.id === item_id);
    expect(item?.extra.current_price).toBe(154.76);
    expect(item?.options.at(-1)?.print_value).toBe('Copia simple en PDF');
  });

  test('[product] an item not in the cart answers 400 naming id', async () => {
    const { browser, config } = await visitor();
    const response = await browser.post('/desktopapp/rest/updatequoteitem?id=4242', { config, form: { product_id: DEED, values: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('id');
  });
});

describe('POST /desktopapp/rest/updatepedido', () => {
  test('[product] replaces the answers of a generic item of a placed order', async () => {
    const { browser } = await visitor();
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    const options = deedWithData.map((value) => (value.option_id === '20020' ? { ...value, value: '40011' } : value));
    const response = await browser.post('/desktopapp/rest/updatepedido?id=1400004022', { item_id: '2003', options });
    expect(response.statusCode).toBe(200);
    const { pedido } = response.json<{ pedido: CartItem }>();
    expect(pedido.options.at(-1)?.print_value).toBe('Copia auténtica en papel');
    const { pedidos } = await browser.json<{ pedidos: CartItem[] }>('/desktopapp/rest/pedidos?id=1400004022');
    expect(pedidos[0]?.options).toEqual(pedido.options);
  });

  test('[product] an item that is not in that order answers 400 naming item_id', async () => {
    const { browser } = await visitor();
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    const response = await browser.post('/desktopapp/rest/updatepedido?id=1400004022', { item_id: '2001', options: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('item_id');
  });
});

describe('municipality answers', () => {
  test('[product] a municipality answered by its INE code is printed with its name', async () => {
    const { browser, config } = await visitor();
    const values = [...deedWithData, { option_id: '20022', product_id: DEED, type: 'municipio', value: '41091' }];
    const body = (await browser.post('/desktopapp/rest/addgeneric', { config, form: { product_id: DEED, values } })).json<CartResponse>();
    expect(body.cart[0]?.options.at(-1)).toMatchObject({ value: '41091', print_value: 'Sevilla' });
  });
});
