import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { Order } from '#contracts/api/payment.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { roundMoney } from '#contracts/rules/money.ts';
import { loadFixtures } from '../../src/fixtures.ts';
import { scenarioPriceProblems } from '../../src/products/scenario-prices.ts';
import { seededCustomer } from '../helpers/account.ts';
import { repositoryServerForThisFile } from '../helpers/repository-server.ts';
import { REPOSITORY_FIXTURES } from '../helpers/spain.ts';

const app = repositoryServerForThisFile();

async function repository() {
  const fixtures = await loadFixtures(REPOSITORY_FIXTURES);
  return { products: fixtures.products, scenarios: fixtures.scenarios };
}

const withPrice = (item: CartItem, price: number): CartItem => ({ ...item, extra: { ...item.extra, current_price: price } });

describe('[fixtures] scenarios priced by the endpoints’ rules (issue 41)', () => {
  test('[fixtures] a property search of 3 properties held at 12 € is caught: addqp charges 12 € + 3 × 20,76 €', async () => {
    const { products, scenarios } = await repository();
    const scenario = scenarios[SCENARIOS.cartWithPropertySearch];
    const cart = scenario.cart.map((item) => (item.product_id === PRODUCT_IDS.propertySearchItem ? withPrice(item, 12) : item));

    expect(scenarioPriceProblems({ cart, pedidos: [] }, products)).toEqual([
      '/cart/0/extra/current_price: 12, where the endpoints charge 74.28',
    ]);
  });

  test('[fixtures] a located property nested under another item, outside its order’s total, is caught', async () => {
    const { products, scenarios } = await repository();
    const [deedCopy] = scenarios[SCENARIOS.loggedInWithOrders].pedidos.filter((item) => item.product_id === PRODUCT_IDS.deedCopy);
    if (deedCopy === undefined) throw new Error('logged-in-with-orders has a deed copy');
    const located = {
      ...withPrice(deedCopy, 20.76),
      id: '9999',
      product_id: PRODUCT_IDS.locatedProperty,
      options: [],
      parent_id: deedCopy.id,
    };
    const parent = { ...deedCopy, extra: { ...deedCopy.extra, childs: [located] } };

    expect(scenarioPriceProblems({ cart: [], pedidos: [parent] }, products)).toEqual([
      '/pedidos/0/extra/childs/0: a located property (18361) is ordered on its own, never under another item',
      "/pedidos/0/extra/childs/0: a priced child in extra.childs is left out of its order's total; list it as an item with parent_id",
    ]);
  });

  test('[account] every seeded order’s total (loadorder) is the sum of the prices its lines show', async () => {
    const customer = await seededCustomer(app(), SCENARIOS.customerWithOrdersInEveryStatus);
    const { pedidos = [] } = (await customer.call('getPedidos', { query: {} })).json();
    const orderIds = [...new Set(pedidos.map((item) => item.order_id ?? ''))];
    expect(orderIds.length).toBeGreaterThan(5);
    for (const id of orderIds) {
      const { order } = (await customer.call('loadOrder', { query: { id } })).json<{ order: Order }>();
      const lines = pedidos
        .filter((item) => item.order_id === id)
        .flatMap((item) => [item, ...(item.extra.childs ?? [])])
        .reduce((sum, item) => sum + (item.extra.current_price ?? 0), 0);
      expect(order.total, `order ${id}`).toBe(roundMoney(lines));
    }
  });
});
