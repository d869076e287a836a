import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTA_SIMPLE_NOT_DUE } from '#contracts/api/account.ts';
import { adminEndpoints, ORDER_LIFECYCLE_DAYS, SCENARIOS, type AdminPushSubscriptions } from '#contracts/fake-backend/admin.ts';
import type { AddToCartResponse, CartItem } from '#contracts/api/cart.ts';
import type { ConfigResponse } from '#contracts/api/config.ts';
import { orderStatusDisplay } from '#contracts/rules/order-status.ts';
import type { PedidosResponse } from '#contracts/api/pedidos.ts';
import {
  EVERY_STATUS_ORDER_IDS,
  OLD_NOTA_SIMPLE_ITEM_ID,
  OLD_NOTA_SIMPLE_ORDER_ID,
  PORTUGUESE_ORDER_IDS,
  RENEWABLE_ITEM_ID,
  RENEWABLE_ORDER_ID,
  TO_FINALIZE_ITEM_ID,
  YOUNG_NOTA_SIMPLE_ITEM_ID,
  YOUNG_NOTA_SIMPLE_ORDER_ID,
  pushSubscriptionExample,
} from '#contracts/testing/account-examples.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { buildServer } from '../../../src/app.ts';
import { type Browser, openBrowser } from '../../helpers/build.ts';
import { loggedInBrowser, pdfText, seededCustomer } from '../../helpers/account.ts';
import { offContract } from '../../helpers/call.ts';

const REPOSITORY_FIXTURES = fileURLToPath(new URL('../../../../fixtures', import.meta.url));

/** One server for the file: every test seeds its own customer, so none sees another's orders. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ fixturesDir: REPOSITORY_FIXTURES, logger: false });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const pedidos = async (browser: Browser, query = '') =>
  (await browser.json<Required<PedidosResponse>>(`/desktopapp/rest/pedidos${query}`)).pedidos;
const itemOf = async (browser: Browser, orderId: string) => {
  const [item] = await pedidos(browser, `?id=${orderId}`);
  if (item === undefined) throw new Error(`no item in order ${orderId}`);
  return item;
};
const label = (item: CartItem) => orderStatusDisplay(item, item.order_id ?? '').label;
const advance = (browser: Browser, days: number) => browser.post(adminEndpoints.clock.path, { advance_days: days });
const renewal = (orderId: string, itemId: string) => ({ config: configExample(), form: { order_id: orderId, item_id: itemId } });

describe('[account] orders belong to the customer, not to the browser', () => {
  test('[account] the same customer logged in from a second browser (another cookie) sees the same orders', async () => {
    const first = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const second = await loggedInBrowser(app, first.email);

    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await pedidos(second)).toEqual(await pedidos(first));
    expect((await pedidos(second)).length).toBeGreaterThan(10);
  });

  test('[account] an anonymous buyer who registers at checkout becomes that customer: the order is the account’s', async () => {
    const browser = await openBrowser(app);
    await browser.post(adminEndpoints.seed.path, { scenario: SCENARIOS.cartWithTwoItems });
    const email = `nuevo-${Date.now()}@example.com`;
    const next = String(new Date().getUTCFullYear() + 1);

    const answer = (
      await browser.call('checkoutRegister', {
        body: {
          form: { email, type: 'cc', num: TEST_CARDS.frictionless, month: '12', year: next },
        },
      })
    ).json<{ order_id: string }>();

    expect(app.customers.get(email)?.orders.has(answer.order_id)).toBe(true);
    expect((await pedidos(browser)).map((item) => item.order_id)).toEqual([answer.order_id, answer.order_id]);
  });

  test('[account] the list is newest order first; a visitor who is not logged in has none', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const dates = (await pedidos(customer)).map((item) => item.created_at);

    expect(dates).toEqual([...dates].sort().reverse());
    expect(await pedidos(await openBrowser(app))).toEqual([]);
  });

  test('[account] ?toFinalize=1 answers the paid items that still need the buyer’s data', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    expect((await pedidos(customer, '?toFinalize=1')).map((item) => item.id)).toEqual([TO_FINALIZE_ITEM_ID]);
  });

  test('[account] log out: the browser is anonymous with an empty cart, and the customer’s orders stay theirs', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const { config } = (await customer.call('logout', { body: {} })).json<ConfigResponse>();

    expect(config).toMatchObject({ loggedIn: false, customerEmail: '' });
    expect(await pedidos(customer)).toEqual([]);
    expect(await pedidos(await loggedInBrowser(app, customer.email))).not.toEqual([]);
  });
});

/** The ids a call about an order names: the owner's delivered Nota Simple and renewable birth certificate. */
interface OrderIds {
  order: string;
  item: string;
  renewableOrder: string;
  renewableItem: string;
}
const OWNERS_IDS: OrderIds = {
  order: OLD_NOTA_SIMPLE_ORDER_ID,
  item: OLD_NOTA_SIMPLE_ITEM_ID,
  renewableOrder: RENEWABLE_ORDER_ID,
  renewableItem: RENEWABLE_ITEM_ID,
};
/** Ids of the same shapes that no customer has. */
const NOBODYS_IDS: OrderIds = { order: '1400999991', item: '9991', renewableOrder: '1400999992', renewableItem: '9992' };

/** Every call about one order, as an intruder would make it for the owner's order, or for an order nobody has. */
const CALLS_ABOUT_AN_ORDER: [string, (browser: Browser, ids: OrderIds) => ReturnType<Browser['get']>][] = [
  ['loadorder', (b, ids) => b.call('loadOrder', { query: { id: ids.order } })],
  ['pedidos?id=', (b, ids) => b.call('getPedidos', { query: { id: ids.order } })],
  ['invoice', (b, ids) => b.call('getInvoice', { query: { order_id: ids.order } })],
  ['invoice PDF', (b, ids) => b.get(`/desktopapp/rest/documents/${ids.order}/factura-${ids.order}.pdf`)],
  ['delivered document', (b, ids) => b.get(`/desktopapp/rest/documents/${ids.order}/documento-${ids.item}.pdf`)],
  [
    'updatepedido',
    (b, ids) => b.call('updatePedido', { query: { id: ids.renewableOrder }, body: { item_id: ids.renewableItem, options: [] } }),
  ],
  [
    'updatePedidoNS',
    (b, ids) =>
      b.call('updatePedidoNs', {
        query: { id: ids.item },
        body: {
          data: {
            nombre: 'Intruso',
            direccion: 'Calle Falsa 1',
            municipio: 'Madrid',
            provincia: 'Madrid',
            codigo_ine: '28079',
            otros_datos: '',
          },
        },
      }),
  ],
  ['addactualizarnsahora', (b, ids) => b.call('addActualizarNsAhora', { body: renewal(ids.order, ids.item) })],
  ['addactualizarpedidoahora', (b, ids) => b.call('addActualizarPedidoAhora', { body: renewal(ids.renewableOrder, ids.renewableItem) })],
  [
    'pushFilesToPedido',
    (b, ids) =>
      b.inject({
        method: 'POST',
        url: `/desktopapp/rest/pushFilesToPedido/?order_id=${ids.order}`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--x--\r\n',
      }),
  ],
];

/** An answer with the ids it names replaced, to compare the answers about two different ids. */
const answerAbout = (response: Awaited<ReturnType<Browser['get']>>, ids: OrderIds) => ({
  status: response.statusCode,
  body: Object.values(ids).reduce((body, id) => body.replaceAll(id, '<id>'), response.body),
});

describe('[account] another customer or an anonymous visitor cannot read or change a customer’s order, nor learn it exists', () => {
  const intruders: [string, () => Promise<Browser>][] = [
    ['another customer', async () => seededCustomer(app, SCENARIOS.secondCustomerWithAnOrder)],
    ['an anonymous visitor', async () => openBrowser(app)],
  ];

  test.each(intruders.flatMap(([who, intruder]) => CALLS_ABOUT_AN_ORDER.map(([call, send]) => ({ who, intruder, call, send }))))(
    '[account] $who asking $call about the customer’s order gets the answer an order nobody has gets, and nothing changes',
    async ({ intruder, send }) => {
      const owner = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
      const before = await pedidos(owner);
      const browser = await intruder();
      const cartBefore = (await browser.answer('getCart')).cart;

      const aboutTheOwners = answerAbout(await send(browser, OWNERS_IDS), OWNERS_IDS);
      const aboutNobodys = answerAbout(await send(browser, NOBODYS_IDS), NOBODYS_IDS);

      expect(aboutTheOwners).toEqual(aboutNobodys);
      expect(aboutTheOwners.status).not.toBe(403);
      expect(await pedidos(owner)).toEqual(before);
      expect((await browser.answer('getCart')).cart).toEqual(cartBefore);
    },
  );

  test('[account] an order id nobody has keeps its old answers: loadorder ok false, pedidos?id= empty', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    expect((await customer.answer('loadOrder', { query: { id: '1' } })).ok).toBe(false);
    expect(await pedidos(customer, '?id=1')).toEqual([]);
  });
});

describe('[account] the simulated clock moves orders through spec 4’s labels', () => {
  test('[account] unpaid → Pendiente de tramitar → En tramitación → Listo with a delivered document', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const orderId = EVERY_STATUS_ORDER_IDS.unpaid;
    expect(label(await itemOf(customer, orderId))).toBe('Pendiente de Pago');

    await advance(customer, ORDER_LIFECYCLE_DAYS.paid);
    const paid = await itemOf(customer, orderId);
    expect(label(paid)).toBe('Pendiente de tramitar');
    expect(paid).toMatchObject({ status: 'complete', panel_status_id: 10, pendingTramitation: true });
    expect((await customer.answer('getInvoice', { query: { order_id: orderId } })).ok).toBe(true);

    await advance(customer, ORDER_LIFECYCLE_DAYS.inTramitation);
    expect(label(await itemOf(customer, orderId))).toBe('En tramitación');

    await advance(customer, ORDER_LIFECYCLE_DAYS.ready - ORDER_LIFECYCLE_DAYS.inTramitation);
    const ready = await itemOf(customer, orderId);
    expect(orderStatusDisplay(ready, orderId)).toEqual({ label: 'Listo', cssClass: 'disponible' });
    expect(ready.extra.url).toBe(`/desktopapp/rest/documents/${orderId}/documento-${ready.id}.pdf`);
    expect(ready.extra.docParsedEntities).toContainEqual({ entity: 'Titular', text_data: 'Carmen Torres Díaz' });
    const pdf = await customer.get(ready.extra.url ?? '');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain('Carmen Torres Díaz');
  });

  test('[account] an incidence on demand reads Incidencia, and the clock leaves it there', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const orderId = EVERY_STATUS_ORDER_IDS.pendingTramitation;

    const response = await customer.post(`/__admin/orders/${orderId}/incidence`, {});
    await advance(customer, 10);

    expect(response.statusCode).toBe(200);
    expect(label(await itemOf(customer, orderId))).toBe('Incidencia');
  });

  test('[account] the clock moves only that customer’s orders', async () => {
    const moved = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const still = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    await advance(moved, 5);

    expect(label(await itemOf(moved, EVERY_STATUS_ORDER_IDS.unpaid))).toBe('Listo');
    expect(label(await itemOf(still, EVERY_STATUS_ORDER_IDS.unpaid))).toBe('Pendiente de Pago');
  });
});

describe('[account] renewals go into the cart at their price', () => {
  // The boundary itself (current at 60 days exactly, due a millisecond later) is contracts/src/rules/order-rules.test.ts's.
  test('[account] a Nota Simple delivered 10 days ago is refused until more than 60 days have passed (59 no, 61 yes)', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const renew = () => customer.call('addActualizarNsAhora', { body: renewal(YOUNG_NOTA_SIMPLE_ORDER_ID, YOUNG_NOTA_SIMPLE_ITEM_ID) });

    const young = await renew();
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ message: NOTA_SIMPLE_NOT_DUE });

    await advance(customer, 49);
    expect((await renew()).statusCode).toBe(400);

    await advance(customer, 2);
    const due = await renew();
    expect(due.statusCode).toBe(200);
    const { item_id, cart } = due.json<Required<AddToCartResponse>>();
    const original = await itemOf(customer, YOUNG_NOTA_SIMPLE_ORDER_ID);
    expect(cart.find((item) => item.id === item_id)).toMatchObject({
      product_id: original.product_id,
      options: original.options,
      order_id: null,
      status: 'pending',
      extra: { current_price: 20.76 },
    });
  });

  test('[account] the old Nota Simple is offered at once; the same request renewed keeps its answers and price', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const ns = await customer.call('addActualizarNsAhora', { body: renewal(OLD_NOTA_SIMPLE_ORDER_ID, OLD_NOTA_SIMPLE_ITEM_ID) });
    const same = await customer.call('addActualizarPedidoAhora', { body: renewal(RENEWABLE_ORDER_ID, RENEWABLE_ITEM_ID) });

    expect(ns.statusCode).toBe(200);
    const { cart } = same.json<Required<AddToCartResponse>>();
    expect(cart).toHaveLength(2);
    expect(cart[1]).toMatchObject({ product_id: '18444', extra: { current_price: 29.9 } });
  });

  test('[account] an item that has not been delivered cannot be renewed (400 naming the field)', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const [item] = await pedidos(customer, `?id=${EVERY_STATUS_ORDER_IDS.inTramitation}`);

    const response = await customer.post(
      '/desktopapp/rest/addactualizarpedidoahora',
      renewal(EVERY_STATUS_ORDER_IDS.inTramitation, item?.id ?? ''),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^body\/form\/item_id: /) });
  });
});

describe('[account] invoices and delivered documents are real PDFs for their owner', () => {
  test('[account] invoice/?order_id= links to a PDF naming the order, its items, 21 % VAT and the total', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const { ok, link } = await customer.answer('getInvoice', { query: { order_id: OLD_NOTA_SIMPLE_ORDER_ID } });
    const pdf = await customer.get(link);

    expect(ok).toBe(true);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(OLD_NOTA_SIMPLE_ORDER_ID);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Pedido ${OLD_NOTA_SIMPLE_ORDER_ID}`);
    expect(text).toContain('Nota Simple');
    expect(text).toContain('IVA 21 %: 3,60 €');
    expect(text).toContain('Total: 20,76 €');
  });

  test('[account] a Portuguese order’s invoice charges 23 %; its credit note is a PDF too', async () => {
    const customer = await seededCustomer(app, SCENARIOS.portugueseCustomerWithOrders);
    const [refunded] = await pedidos(customer, `?id=${PORTUGUESE_ORDER_IDS.refunded}`);

    const invoice = pdfText((await customer.get(refunded?.extra.facturas?.[0] ?? '')).rawPayload);
    const creditNote = await customer.get(refunded?.extra.abonos?.[0] ?? '');

    expect(invoice).toContain('IVA 23 %');
    expect(creditNote.statusCode).toBe(200);
    expect(pdfText(creditNote.rawPayload)).toContain('Nota de crédito');
  });

  test('[account] an unpaid order has no invoice yet; a link the order does not list is 404', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const orderId = EVERY_STATUS_ORDER_IDS.unpaid;

    expect(await customer.answer('getInvoice', { query: { order_id: orderId } })).toMatchObject({ ok: false, link: '' });
    expect((await customer.get(`/desktopapp/rest/documents/${orderId}/abono-${orderId}.pdf`)).statusCode).toBe(404);
  });
});

describe('[account] push subscriptions', () => {
  test('[push] a subscription is kept as sent, with its customer, and the admin lists it', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const subscription = { ...pushSubscriptionExample(), endpoint: `https://push.example/send/${customer.email}` };

    const response = await customer.call('pushSubscribe', { body: subscription });
    const { subscriptions } = await customer.json<AdminPushSubscriptions>(adminEndpoints.pushSubscriptions.path);

    expect(response.statusCode).toBe(200);
    expect(subscriptions).toContainEqual(expect.objectContaining({ customer: customer.email, subscription }));
  });

  test('[push] a subscription without keys is a 400 naming the field', async () => {
    const browser = await openBrowser(app);

    const response = await browser.call('pushSubscribe', { body: offContract({ endpoint: 'https://push.example/x' }) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('keys') });
  });
});
