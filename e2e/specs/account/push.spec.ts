import { Account } from '../../pages/account.ts';
import { expect, test } from '../../support/test.ts';

test('[push] the service worker and the permission prompt come only when the buyer asks; the subscription reaches the backend as is', async ({
  page,
  context,
  admin,
}) => {
  await context.grantPermissions(['notifications']);
  // No push service answers offline: the browser's subscribe gives a fixed subscription instead, as a push service would.
  await page.addInitScript(() => {
    const subscription = {
      endpoint: 'https://push.example/send/e2e-' + Math.random().toString(36).slice(2),
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    PushManager.prototype.subscribe = async () => ({ ...subscription, toJSON: () => subscription }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => null;
  });
  const account = new Account(page);
  const email = await account.seedCustomerWithOrders();
  await account.openOrders();
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(await registrations()).toBe(0);

  await account.main.getByRole('button', { name: 'Activar avisos' }).click();
  await expect(account.main.getByText('Los avisos están activados en este navegador.')).toBeVisible();
  expect(await registrations()).toBe(1);
  const mine = (await admin.pushSubscriptions()).filter((entry) => entry.customer === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.subscription.endpoint).toMatch(/^https:\/\/push\.example\/send\/e2e-/);
});
