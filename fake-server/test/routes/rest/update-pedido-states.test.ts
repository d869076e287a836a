import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { GenericValue } from '#contracts/api/generic.ts';
import type { Product } from '#contracts/api/product.ts';
import { EVERY_STATUS_ORDER_IDS, RENEWABLE_ITEM_ID, RENEWABLE_ORDER_ID } from '#contracts/testing/account-examples.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { mayChangeOrderItem } from '#contracts/rules/order-item-changes.ts';
import type { Browser } from '../../helpers/build.ts';
import { seededCustomer } from '../../helpers/account.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { routeOf } from '../../helpers/call.ts';

const app = repositoryServerForThisFile();

const birthCertificate = JSON.parse(
  readFileSync(new URL(`../../../../fixtures/products/${PRODUCT_IDS.birthCertificate}.json`, import.meta.url), 'utf8'),
) as Product;

/** The item's own answers, sent back as updatepedido takes them: a change at the price paid. */
const sameAnswers = (item: CartItem): GenericValue[] =>
  item.options.map((answer) => ({
    option_id: answer.option_id,
    product_id: item.product_id,
    type: birthCertificate.options.find((option) => option.option_id === answer.option_id)?.type ?? 'field',
    value: answer.value,
  }));

async function itemOf(customer: Browser, orderId: string): Promise<CartItem> {
  const [item] = (await customer.answer('getPedidos', { query: { id: orderId } })).pedidos;
  if (item === undefined) throw new Error(`order ${orderId} has no item`);
  return item;
}

describe(`${routeOf('updatePedido')}: which items take a change (issue 41)`, () => {
  test('[orders] a delivered item (panel 110) is refused with a 400 naming the item, and nothing changes', async () => {
    const customer = await seededCustomer(app(), SCENARIOS.customerWithOrdersInEveryStatus);
    const delivered = await itemOf(customer, RENEWABLE_ORDER_ID);
    expect(delivered).toMatchObject({ id: RENEWABLE_ITEM_ID, panel_status_id: 110 });

    const response = await customer.call('updatePedido', {
      query: { id: RENEWABLE_ORDER_ID },
      body: { item_id: delivered.id, options: sameAnswers(delivered) },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      new RegExp(`^body/item_id: item ${RENEWABLE_ITEM_ID} \\(Certificado de nacimiento\\) of order ${RENEWABLE_ORDER_ID} is already`),
    );
    expect(await itemOf(customer, RENEWABLE_ORDER_ID)).toEqual(delivered);
  });

  test('[orders] a cancelled item, and one the back office is processing, are refused too; the GET reading names querystring/item_id', async () => {
    const customer = await seededCustomer(app(), SCENARIOS.customerWithOrdersInEveryStatus);
    const { pedidos } = await customer.answer('getPedidos', { query: {} });
    const cancelled = pedidos.find((item) => item.status === 'canceled');
    const inProgress = pedidos.find((item) => item.order_id === EVERY_STATUS_ORDER_IDS.inTramitation && item.parent_id === null);
    if (cancelled === undefined || inProgress === undefined) throw new Error('the scenario has a cancelled and an in-progress item');

    for (const item of [cancelled, inProgress]) {
      const response = await customer.call('updatePedido', {
        query: { id: item.order_id ?? '' },
        body: { item_id: item.id, options: [] },
      });
      expect(response.statusCode, item.status).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^body/item_id: item ${item.id} `));
    }
    const reading = await customer.call('updatePedidoGet', {
      query: { id: cancelled.order_id ?? '', item_id: cancelled.id, options: '[]' },
    });
    expect(reading.statusCode).toBe(400);
    expect(reading.json<{ message: string }>().message).toMatch(new RegExp(`^querystring/item_id: item ${cancelled.id} `));
  });

  test('[orders] an item paid and waiting to be processed (panel 10) takes new answers at its price, by the same rule', async () => {
    const customer = await seededCustomer(app(), SCENARIOS.customerWithOrdersInEveryStatus);
    const waiting = await itemOf(customer, EVERY_STATUS_ORDER_IDS.pendingTramitation);
    expect(mayChangeOrderItem(waiting)).toBe(true);
    const options = sameAnswers(waiting).map((answer) =>
      answer.option_id === '20028' ? { ...answer, value: 'Lucía Martín Ortega' } : answer,
    );

    const response = await customer.call('updatePedido', {
      query: { id: EVERY_STATUS_ORDER_IDS.pendingTramitation },
      body: { item_id: waiting.id, options },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<{ pedido: CartItem }>().pedido.options.find((answer) => answer.option_id === '20028')?.value).toBe(
      'Lucía Martín Ortega',
    );
  });
});
