import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { adminEndpoints, SCENARIOS, type AdminOk } from '#contracts/fake-backend/admin.ts';
import type { PedidosResponse } from '#contracts/api/pedidos.ts';
import { build, browserWithSession, openBrowser } from '../../helpers/build.ts';
import { testScenarios } from '../../helpers/test-fixtures.ts';

const SEED = adminEndpoints.seed.path;

describe(`POST ${SEED}`, () => {
  test('[admin] seeds the caller with a scenario: login, e-mail, cart and orders', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.post(SEED, { scenario: SCENARIOS.loggedInWithOrders });

    expect(response.json<AdminOk>()).toEqual({ ok: true, visitor: browser.sessionId });
    const { config } = await browser.answer('getConfig');
    expect(config).toMatchObject({ loggedIn: true, customerEmail: 'buyer@example.com' });
  });

  test('[admin] store_id makes that store the visitor’s', async () => {
    const browser = await openBrowser(await build());

    await browser.post(SEED, { scenario: SCENARIOS.emptyCart, store_id: 28 });

    expect((await browser.answer('getConfig')).config.store_id).toBe(28);
  });

  test('[admin] an unknown store_id answers 400 naming body/store_id', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.post(SEED, { scenario: SCENARIOS.emptyCart, store_id: 99 });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message: expect.stringMatching(/^body\/store_id /) });
  });

  test('[admin] `visitor` seeds that session, created if missing, which a later request with its cookie sees (Pact provider states)', async () => {
    const app = await build();

    const response = await app.inject({
      method: 'POST',
      url: SEED,
      payload: { scenario: SCENARIOS.cartWithTwoItems, visitor: 'pact-provider-1' },
    });

    expect(response.json<AdminOk>().visitor).toBe('pact-provider-1');
    const { cart } = await browserWithSession(app, 'pact-provider-1').answer('getCart');
    expect(cart).toEqual(testScenarios[SCENARIOS.cartWithTwoItems].cart);
  });

  test('[admin] the seeded cart is the visitor’s own copy: removing an item does not change the scenario', async () => {
    const app = await build();
    const [first, second] = [await openBrowser(app), await openBrowser(app)];
    await first.post(SEED, { scenario: SCENARIOS.cartWithTwoItems });
    await first.call('delQuoteItem', { query: { id: '101' } });

    await second.post(SEED, { scenario: SCENARIOS.cartWithTwoItems });

    expect((await second.answer('getCart')).cart).toHaveLength(2);
  });

  test('[admin] seeding keeps the store picked with ?store= before', async () => {
    const browser = await openBrowser(await build());
    await browser.call('getConfig', { query: { store: '16' } });

    await browser.post(SEED, { scenario: SCENARIOS.cartWithTwoItems });

    expect((await browser.answer('getConfig')).config.store_id).toBe(16);
  });

  test.each(Object.values(SCENARIOS))(
    '[admin] the repository’s %s scenario seeds a cart and orders that keep the contract',
    async (scenario) => {
      const fixturesDir = fileURLToPath(new URL('../../../../fixtures', import.meta.url));
      const browser = await openBrowser(await build({ fixturesDir }));

      expect((await browser.post(SEED, { scenario })).statusCode).toBe(200);

      expect((await browser.call('getCart')).statusCode).toBe(200);
      const pedidos = await browser.call('getPedidos');
      expect(pedidos.statusCode).toBe(200);
      expect(pedidos.json<PedidosResponse>().pedidos).toBeInstanceOf(Array);
    },
  );
});
