import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { OLD_NOTA_SIMPLE_ORDER_ID } from '#contracts/testing/account-examples.ts';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { isPersonalRoute } from '../../src/plugins/no-store.ts';
import { seededCustomer } from '../helpers/account.ts';
import { build } from '../helpers/build.ts';
import { requestOf } from '../helpers/call.ts';

const REPOSITORY_FIXTURES = new URL('../../../fixtures', import.meta.url).pathname;

describe('[privacy] answers with a visitor’s or a customer’s data are never stored by a cache', () => {
  test('[privacy] config (formkey, e-mail), cart, client, pedidos, loadorder, loadquote, checkEmail and invoice answer no-store', async () => {
    const app = await build({ fixturesDir: REPOSITORY_FIXTURES });
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    for (const request of [
      requestOf('getConfig'),
      requestOf('getCart'),
      requestOf('getClient'),
      requestOf('getPedidos'),
      requestOf('getPedidos', { query: { id: OLD_NOTA_SIMPLE_ORDER_ID } }),
      requestOf('loadOrder', { query: { id: OLD_NOTA_SIMPLE_ORDER_ID } }),
      requestOf('loadQuote', { query: { id: '1' } }),
      requestOf('checkEmail', { params: { email: DEMO_CUSTOMER.email } }),
      requestOf('getInvoice', { query: { order_id: OLD_NOTA_SIMPLE_ORDER_ID } }),
    ]) {
      const response = await customer.inject(request);
      expect(response.statusCode, request.url).toBe(200);
      expect(response.headers['cache-control'], request.url).toBe('no-store');
    }
  });

  test('[privacy] an invoice PDF, a refused request and the admin API answer no-store too', async () => {
    const app = await build({ fixturesDir: REPOSITORY_FIXTURES });
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const pdf = await customer.get(`/desktopapp/rest/documents/${OLD_NOTA_SIMPLE_ORDER_ID}/factura-${OLD_NOTA_SIMPLE_ORDER_ID}.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');

    const refused = await customer.call('loadOrder', { query: { id: 'not-a-number' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');

    expect((await customer.get('/__admin/state')).headers['cache-control']).toBe('no-store');
  });

  test('[privacy] the third-party stand-ins, the same public script for everyone, keep their caching', async () => {
    const app = await build();

    expect((await app.inject({ url: THIRD_PARTY_STAND_INS.tagManager })).headers['cache-control']).toBe('public, max-age=900');
  });

  test.each([
    ['/desktopapp/rest/config', true],
    ['/desktopapp/rest/documents/:order_id/:file', true],
    ['/paypal/sandbox/checkout', true],
    ['/stripe/3ds/return', true],
    ['/__admin/state', true],
    ['/registros.php', true],
    ['/third-party/:file', false],
    ['/assets/*', false],
    ['/*', false],
  ])('[privacy] %s is personal: %s', (url, personal) => {
    expect(isPersonalRoute(url)).toBe(personal);
  });
});
