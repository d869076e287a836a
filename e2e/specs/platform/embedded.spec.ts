import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { DemoHost } from '../../pages/demo-host.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES, patternSource } from '#contracts/constants/client-routes.ts';

test.describe('embedded in a host page', () => {
  test('[embed] on the demo host page a buyer opens the cart from the host and pays; the host hears cart and purchase', async ({
    storefront,
    admin,
    page,
  }) => {
    const host = new DemoHost(page);
    const checkout = new Checkout(page);
    await admin.seed(SCENARIOS.cartWithTwoItems, 14);
    await storefront.allowCart();
    await host.open(14);

    await host.expectLogged(/app → ready \{"store_id":14,"path":"\/[^"]*"\}/);
    await host.expectLogged(/app → cart \{"count":2,/);
    await expectNoSeriousViolations(page);

    await host.send('Abrir la cesta');
    const cart = page.getByRole('dialog', { name: 'Tu cesta' });
    await expect(cart).toBeVisible();
    await cart.getByRole('button', { name: 'Comprar' }).click();

    await expect(page).toHaveURL(new RegExp(`/demo-host${patternSource(ROUTES.register)}\\?store=14$`));
    await host.expectLogged(`app → navigation ${JSON.stringify({ path: `${ROUTES.register}?store=14` })}`);
    await checkout.register(newBuyerEmail());
    await checkout.chooseMethod('Tarjeta de crédito o débito');
    await checkout.payByCard(TEST_CARDS.frictionless);

    const orderId = await checkout.expectSuccess();
    expect(page.url()).toContain(`/demo-host/customer/checkout/success/${orderId}`);
    await host.expectLogged(new RegExp(`app → purchase \\{"order_id":"${orderId}","total":[0-9.]+,"state":"paid"\\}`));
    await host.expectLogged('app → cart {"count":0,"total":0,"items":[]}');
    // The host's conversion script ran: an inline script, allowed by the page's nonce.
    await expect.poll(() => page.evaluate(() => (window as { opfConversions?: string[] }).opfConversions)).toEqual([orderId]);
    expect(host.cspViolations).toEqual([]);
  });

  test('[embed] the host opens the Nota Simple, and a reload of that deep link comes back to the host page on it', async ({ page }) => {
    const host = new DemoHost(page);
    await host.open(14);
    await host.expectLogged(/app → ready/);

    await host.send('Pedir una Nota Simple');
    await expect(page).toHaveURL(new RegExp(`/demo-host${patternSource(ROUTES.simpleNote.step('step1'))}\\?store=14$`));
    await host.expectLogged('host → open_service {"flow":"nota-simple"}');
    await host.expectLogged(`app → navigation ${JSON.stringify({ path: `${ROUTES.simpleNote.step('step1')}?store=14` })}`);
    const step = page.getByRole('main').getByRole('heading', { level: 1, name: /¿Conoces el nombre del titular\?/ });
    await expect(step).toBeVisible();

    await page.reload();
    await expect(page.getByText('Gestoría Ejemplo').first()).toBeVisible();
    await expect(step).toBeVisible();
    // The logo of the embedded app goes to servicios, inside the host page.
    await page.getByRole('link', { name: /^Inicio de / }).click();
    await expect(page).toHaveURL(new RegExp(`/demo-host${patternSource(ROUTES.services)}\\?store=14$`));
    expect(host.cspViolations).toEqual([]);
  });
});
