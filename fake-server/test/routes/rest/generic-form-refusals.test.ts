import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { GenericForm } from '#contracts/api/generic.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import {
  completeFormOf,
  deedCopyFormExample,
  emptyDeedCopyFormExample,
  exitingDeedCopyFormExample,
} from '#contracts/testing/generic-examples.ts';
import { personSearchFormExample } from '#contracts/testing/spain-examples.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';
import { openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';

/**
 * Issue 23, section 1: the backend takes a generic form only when it is a complete order of its product on the store
 * (contracts/src/rules/generic-product-rules.ts, the rule module the client's wizard runs); anything else is a 400 naming the
 * option, and nothing is added or changed.
 */
const server = repositoryServerForThisFile();
const DEED = PRODUCT_IDS.deedCopy;

async function visitor(storeId = 14) {
  const browser = await openBrowser(server());
  if (storeId !== 14) await browser.call('getConfig', { query: { store: storeId } });
  const config = await defaultConfigFor(browser);
  const cart = async () => (await browser.answer('getCart')).cart;
  const add = (form: GenericForm) => browser.call('addGeneric', { body: { config, form } });
  return { browser, config, cart, add };
}

const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('addgeneric and addgenericWithAssociation take only a complete form', () => {
  test('[product] the deed copy with values [] is a 400 naming option 1648, not an item at 99 €', async () => {
    const { add, cart } = await visitor();
    const response = await add(emptyDeedCopyFormExample());
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('body/form/values: option 1648 is required');
    expect(await cart()).toEqual([]);
  });

  test('[product] the deed copy without the deed data of a deed that is not a property is refused with spec 5’s exit', async () => {
    const { add, cart } = await visitor();
    const response = await add(exitingDeedCopyFormExample());
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(
      "body/form: option 1655 = 4323 and option 1648 = 4318 end this product's flow: Lo sentimos, sin los datos de la escritura no podemos solicitarla.",
    );
    expect(await cart()).toEqual([]);
  });

  test('[product] a value of another option is refused naming the answer', async () => {
    const { add } = await visitor();
    const form = deedCopyFormExample();
    const response = await add({ ...form, values: form.values.map((v) => (v.option_id === '1648' ? { ...v, value: '4324' } : v)) });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('body/form/values/0/value: 4324 is not a value of option 1648');
  });

  test('[product] an answer to an option its previous_steps hide is refused naming it', async () => {
    const { add, cart } = await visitor();
    const form = deedCopyFormExample();
    const hidden = { option_id: '1653', product_id: DEED, type: 'field' as const, value: 'Calle Feria 12' };
    const response = await add({ ...form, values: [...form.values, hidden] });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(
      `body/form/values/${form.values.length}/value: option 1653 is not asked with these answers (its previous_steps do not hold)`,
    );
    expect(await cart()).toEqual([]);
  });

  test('[product] a product not sold on the store is refused (the deed copy on store 16)', async () => {
    const { add, cart } = await visitor(16);
    const response = await add(deedCopyFormExample());
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(`body/form/product_id: product ${DEED} is not sold on store 16`);
    expect(await cart()).toEqual([]);
  });

  test('[product] a product with its own form is refused: a Nota Simple through addgeneric', async () => {
    const { add, cart } = await visitor();
    const response = await add({ product_id: PRODUCT_IDS.simpleNote, values: [] });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(
      `body/form/product_id: product ${PRODUCT_IDS.simpleNote} is sold only by the Nota Simple flow (addns), not by a generic form`,
    );
    expect(await cart()).toEqual([]);
  });

  test('[product] early checkout: the confirmation options must be answered, the skipped steps need not be', async () => {
    const { add, cart } = await visitor();
    const CADASTRAL = PRODUCT_IDS.cadastralCertificate;
    const reference = { option_id: '20109', product_id: CADASTRAL, type: 'radio' as const, value: '40084' };
    const partial = await add({ product_id: CADASTRAL, values: [reference] });
    expect(partial.statusCode).toBe(400);
    expect(messageOf(partial)).toBe('body/form/values: option 20110 is required');

    const complete = await add({
      product_id: CADASTRAL,
      values: [
        reference,
        { option_id: '20110', product_id: CADASTRAL, type: 'field', value: '9872023VH5797S0001WX' },
        { option_id: '20111', product_id: CADASTRAL, type: 'drop_down', value: '40087' },
      ],
    });
    expect(complete.statusCode).toBe(200);
    expect((await cart()).map((item) => item.extra.current_price)).toEqual([29.9]);
  });

  test('[identifiers] a cadastral reference whose control letter is wrong is a 400 naming the answer, and adds nothing', async () => {
    const { add, cart } = await visitor();
    const CADASTRAL = PRODUCT_IDS.cadastralCertificate;
    const withReference = (reference: string) =>
      add({
        product_id: CADASTRAL,
        values: [
          { option_id: '20109', product_id: CADASTRAL, type: 'radio', value: '40084' },
          { option_id: '20110', product_id: CADASTRAL, type: 'field', value: reference },
          { option_id: '20111', product_id: CADASTRAL, type: 'drop_down', value: '40086' },
        ],
      });
    const wrong = await withReference('9872023VH5797S0001WQ');
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(
      "body/form/values/1/value: cadastral reference '9872023VH5797S0001WQ' has a wrong second control letter (its 20th character)",
    );
    expect(await cart()).toEqual([]);
    expect((await withReference('9872023 VH5797S 0001 WX')).statusCode).toBe(200);
  });

  test('[product] an answer that redirects to another product is refused', async () => {
    const { add } = await visitor();
    const divorce = catalogueProduct(PRODUCT_IDS.onlineDivorce);
    const response = await add(completeFormOf(divorce, { '20121': '40097' }));
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(
      new RegExp(`^body/form/values/0/value: option 20121 = 40097 sends the buyer to product ${PRODUCT_IDS.divorceWithChildren}`),
    );
  });

  test('[product] addgenericWithAssociation checks the form as addgeneric does', async () => {
    const { browser, config, add, cart } = await visitor();
    const origin = (await add(deedCopyFormExample())).json<{ item_id: string }>();
    const response = await browser.call('addGenericWithAssociation', {
      body: {
        config,
        origin: DEED,
        origin_id: origin.item_id,
        form: { product_id: PRODUCT_IDS.birthCertificate, values: [] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('body/form/values: option 20028 is required');
    expect(await cart()).toHaveLength(1);
  });
});

describe('products only a dedicated flow may add are refused at every generic add call (issue 41, section 1)', () => {
  const LOCATED = [
    [PRODUCT_IDS.locatedProperty, 'the located-property flow of a delivered property search (addlocalizada)'],
    ['15868', 'the property search flow (addqp)'],
    ['18347', 'the property search flow (addqp)'],
  ] as const;

  test.each(LOCATED)(
    '[generic] addgeneric refuses %s with values []: 400 naming form/product_id and the flow that sells it',
    async (productId, flow) => {
      const { add, cart } = await visitor();
      const response = await add({ product_id: productId, values: [] });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(`body/form/product_id: product ${productId} is sold only by ${flow}, not by a generic form`);
      expect(await cart()).toEqual([]);
    },
  );

  test.each(LOCATED)(
    '[generic] addgenericWithAssociation refuses %s: 400 naming form/product_id and the flow that sells it',
    async (productId, flow) => {
      const { browser, config, add, cart } = await visitor();
      const origin = (await add(deedCopyFormExample())).json<{ item_id: string }>();
      const response = await browser.call('addGenericWithAssociation', {
        body: { config, origin: DEED, origin_id: origin.item_id, form: { product_id: productId, values: [] } },
      });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(`body/form/product_id: product ${productId} is sold only by ${flow}, not by a generic form`);
      expect(await cart()).toHaveLength(1);
    },
  );
});

describe('the deed copy’s 1660 is hidden in both branches (spec 4, issue 41)', () => {
  test('[generic] addgeneric refuses an answer to 1660 with the deed data: 400 naming option 1660, nothing added', async () => {
    const { add, cart } = await visitor();
    const form = deedCopyFormExample();
    const remarks = { option_id: '1660', product_id: DEED, type: 'area' as const, value: 'Notaría de Sevilla' };
    const response = await add({ ...form, values: [...form.values, remarks] });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(
      `body/form/values/${form.values.length}/value: option 1660 is not asked with these answers (its previous_steps do not hold)`,
    );
    expect(await cart()).toEqual([]);
  });
});

describe('a deed’s date and its pre-2006 surcharge (issue 41)', () => {
  const withAnswers = (changes: Record<string, string>): GenericForm => {
    const form = deedCopyFormExample();
    return { ...form, values: form.values.map((v) => ({ ...v, value: changes[v.option_id] ?? v.value })) };
  };

  test('[generic] a deed dated 12-ene-2010 answered "Sí, es anterior a 2006" is a 400 naming options 20025 and 20023, never charged', async () => {
    const { add, cart } = await visitor();
    const form = withAnswers({ '20023': '12-ene-2010', '20025': '40012' });
    const response = await add(form);
    expect(response.statusCode).toBe(400);
    const index = form.values.findIndex((v) => v.option_id === '20025');
    expect(messageOf(response)).toBe(
      `body/form/values/${index}/value: option 20025 = 40012 contradicts option 20023 = 12-ene-2010: that date makes it 40013`,
    );
    expect(await cart()).toEqual([]);
  });

  test('[generic] a deed dated 12-ene-2004 answered "Sí, es anterior a 2006" is taken with its +35 €', async () => {
    const { add, cart } = await visitor();
    const response = await add(withAnswers({ '20023': '12-ene-2004', '20025': '40012' }));
    expect(response.statusCode).toBe(200);
    expect((await cart())[0]?.extra.current_price).toBe(240.76);
  });
});

describe('autounset_option_values on the backend (issue 41)', () => {
  test('[generic] addgeneric refuses a page count sent before the copy type that clears it: 400 naming both options', async () => {
    const { add, cart } = await visitor();
    const form = deedCopyFormExample();
    // a simple copy, its page count sent first, then the copy type, whose autounset_option_values lists 20157
    const pages = { option_id: '20157', product_id: DEED, type: 'radio' as const, value: '40131' };
    const values = [
      pages,
      ...form.values.filter((v) => v.option_id !== '20027').map((v) => (v.option_id === '20020' ? { ...v, value: '40010' } : v)),
    ];
    const response = await add({ ...form, values });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(
      'body/form/values/0/option_id: option 20157 is cleared by the answer to option 20020 (its autounset_option_values): the wizard does not send it',
    );
    expect(await cart()).toEqual([]);

    const inOrder = await add({ ...form, values: [...values.slice(1), pages] });
    expect(inOrder.statusCode).toBe(200);
  });
});

describe('updatequoteitem', () => {
  test('[cart] the property search (18357) cannot be edited: values [] is a 400 and the item keeps its holder, count and 74,28 €', async () => {
    const { browser, config, cart } = await visitor();
    const added = await browser.call('addQp', { body: { config, form: personSearchFormExample({ num_propiedades: '3' }) } });
    expect(added.statusCode).toBe(200);
    const before = await cart();
    expect(before[0]?.extra.current_price).toBe(74.28);

    const response = await browser.call('updateQuoteItem', {
      query: { id: before[0]?.id ?? '' },
      body: {
        config,
        form: { product_id: PRODUCT_IDS.propertySearchItem, values: [] },
      },
    });

    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/^querystring\/id: item \d+ \(.*, product 18357\) cannot be edited \(spec 6\)/);
    expect(await cart()).toEqual(before);
  });

  test('[cart] a generic item edited into an incomplete form is refused and keeps its answers and price', async () => {
    const { browser, config, add, cart } = await visitor();
    await add(deedCopyFormExample());
    const before = await cart();
    const response = await browser.call('updateQuoteItem', {
      query: { id: before[0]?.id ?? '' },
      body: {
        config,
        form: emptyDeedCopyFormExample(),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('body/form/values: option 1648 is required');
    expect(await cart()).toEqual(before);
  });
});

describe('updatepedido and addactualizarpedidoahora', () => {
  test('[orders] an order item’s new answers are checked as a whole: a missing answer is a 400 naming body/options', async () => {
    const { browser } = await visitor();
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    const before = (await browser.answer('getPedidos', { query: { id: '1400004022' } })).pedidos;
    const options = before[0]?.options ?? [];
    const withoutNotary = options
      .filter((option) => option.option_id !== '20021')
      .map((option) => ({
        option_id: option.option_id,
        product_id: DEED,
        type: catalogueProduct(DEED).options.find((asked) => asked.option_id === option.option_id)?.type ?? 'field',
        value: option.value,
      }));

    const response = await browser.call('updatePedido', { query: { id: '1400004022' }, body: { item_id: '2003', options: withoutNotary } });

    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('body/options: option 20021 is required');
    expect((await browser.answer('getPedidos', { query: { id: '1400004022' } })).pedidos).toEqual(before);
  });

  test('[orders] a delivered item is renewed only on a store that sells it: from store 16 a birth certificate or a Nota Simple is a 400', async () => {
    const { browser, cart } = await visitor();
    await browser.post('/__admin/seed', { scenario: SCENARIOS.customerWithOrdersInEveryStatus });
    const { pedidos } = await browser.answer('getPedidos');
    const delivered = (productId: string) => pedidos.find((item) => item.product_id === productId && item.extra.url !== undefined);
    await browser.call('getConfig', { query: { store: '16' } });
    const config = await defaultConfigFor(browser);
    const renew = (item: CartItem | undefined) =>
      browser.call('addActualizarPedidoAhora', { body: { config, form: { order_id: item?.order_id ?? '', item_id: item?.id ?? '' } } });

    const certificate = delivered(PRODUCT_IDS.birthCertificate);
    const refused = await renew(certificate);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(
      `body/form/item_id: item ${certificate?.id} cannot be ordered again on store 16: product ${PRODUCT_IDS.birthCertificate} is not sold on store 16`,
    );
    const note = delivered(PRODUCT_IDS.simpleNote);
    expect(messageOf(await renew(note))).toBe(
      `body/form/item_id: item ${note?.id} cannot be ordered again on store 16: this store does not sell Spanish registry services`,
    );
    expect(await cart()).toEqual([]);
  });
});
