import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { DemoHost } from '../../pages/demo-host.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

// A page of this server brings the configuration and the cart with it (decision 035); a host page without boot data,
// as the demo host is, has the app ask GET config and GET cart: the calls these faults hit.
test.describe('failed calls', () => {
  test('[api] a GET that fails twice then succeeds shows no error', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await admin.failNext({ path: '/desktopapp/rest/cart', times: 2, status: 500 });
    await storefront.allowCart();
    await new DemoHost(page).open(17);

    await expect(page.getByRole('button', { name: /^Cart, 2 / })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('[api] a GET that fails 4 times shows the error text', async ({ admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await admin.failNext({ path: '/desktopapp/rest/cart', times: 4, status: 500 });
    await new DemoHost(page).open(17);

    await expect(page.getByRole('alert')).toHaveText(/Something bad happened; please try again later\./);
    await expect(page.getByRole('heading', { name: 'Our services', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('[api] on a Spanish store the error is shown in Spanish', async ({ admin, page }) => {
    await admin.failNext({ path: '/desktopapp/rest/config', times: 4, status: 503 });
    await new DemoHost(page).open(9);
    await expect(page.getByRole('alert')).toHaveText(/Algo ha ido mal; por favor, inténtalo de nuevo más tarde\./);
  });
});
