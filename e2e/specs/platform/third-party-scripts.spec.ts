import { atRoute } from '../../support/route-url.ts';
import type { Page } from '@playwright/test';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { Account } from '../../pages/account.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { NotaSimpleWizard } from '../../pages/spain-wizards.ts';
import { EVERY_STATUS_ORDERS } from '../../support/scenario-orders.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** The stand-ins that ran in the page, by name (each records its load, fake-server/src/third-party/stand-ins.ts). */
const loaded = (page: Page) => page.evaluate(() => (window as unknown as { opfThirdParty?: string[] }).opfThirdParty ?? []);
/** As if the provider's CDN were down: the script's request fails. */
const block = (page: Page, path: string) => page.route(`**${path}*`, (route) => route.abort());

async function onCardScreen(page: Page, checkout: Checkout) {
  await checkout.register(newBuyerEmail());
  await checkout.chooseMethod('Tarjeta de crédito o débito');
  await expect(page).toHaveURL(atRoute(ROUTES.payment.card, '?store=14'));
}

test.describe('third-party scripts through the one loader, each with its fallback (spec 7; docs/decisions/038)', () => {
  test('[scripts] the card screen loads the card provider; when it cannot, it says so, takes no card and offers a retry', async ({
    admin,
    storefront,
    page,
  }) => {
    const checkout = new Checkout(page);
    await admin.seed(SCENARIOS.cartWithTwoItems, 14);
    await block(page, THIRD_PARTY_STAND_INS.cardProvider);
    await storefront.open(ROUTES.register, 14);
    await onCardScreen(page, checkout);
    const form = page.getByRole('form', { name: 'Pago con tarjeta' });
    await expect(form.getByRole('alert')).toContainText('No hemos podido cargar el sistema de pago seguro de nuestro proveedor de pagos');
    await expect(form.getByRole('button', { name: /^Pagar/ })).toBeDisabled();
    await expect(form.getByRole('link', { name: 'Elige otro método de pago' })).toHaveAttribute('href', `${ROUTES.payment.retry}?store=14`);

    await page.unroute(`**${THIRD_PARTY_STAND_INS.cardProvider}*`);
    await form.getByRole('button', { name: 'Reintentar' }).click();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('button', { name: /^Pagar/ })).toBeEnabled();
    expect(await loaded(page)).toContain('card-provider');
  });

  test('[scripts] a delivered document opens in the PDF viewer library; without it, in the browser’s viewer with a line saying so', async ({
    page,
  }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrder(EVERY_STATUS_ORDERS.expiredNotaSimple);
    await account.item('Nota Simple').getByRole('button', { name: 'Ver el documento' }).click();
    await expect(page.locator('iframe[data-viewer="pdf-viewer"]')).toBeVisible();
    expect(await loaded(page)).toContain('pdf-viewer');

    await block(page, THIRD_PARTY_STAND_INS.pdfViewer);
    await page.reload();
    await account.item('Nota Simple').getByRole('button', { name: 'Ver el documento' }).click();
    await expect(page.getByText(/El visor de documentos no se ha podido cargar/)).toBeVisible();
    await expect(page.getByTitle('Documento de Nota Simple')).toBeVisible();
  });

  test('[scripts] the address field gets the places library; without it, the field says to type the full address', async ({ page }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.start(14);
    await wizard.choose('¿Sabes a nombre de quién está el inmueble?', 'No');
    await wizard.continue();
    await expect(wizard.main.getByRole('textbox', { name: /Dirección del inmueble/ })).toHaveAttribute('data-places', 'attached');

    await block(page, THIRD_PARTY_STAND_INS.mapsPlaces);
    await page.reload();
    const address = wizard.main.getByRole('textbox', { name: /Dirección del inmueble/ });
    await expect(address).toHaveAccessibleDescription(
      /Las sugerencias de direcciones no están disponibles ahora: escribe la dirección completa\./,
    );
    await wizard.fill('Dirección del inmueble', 'Avenida del Mar 3');
    await wizard.continue();
    await expect(page).toHaveURL(atRoute(ROUTES.simpleNote.step('step4'), 'any'));
  });

  test('[scripts] with tracking and targeting consent the A/B SDK and the ad tag load; nothing the buyer does depends on them', async ({
    page,
    storefront,
  }) => {
    await storefront.open(ROUTES.services, 14);
    await expect.poll(() => loaded(page)).toEqual(expect.arrayContaining(['tag-manager', 'ab-testing', 'ad-tag']));

    await block(page, THIRD_PARTY_STAND_INS.abTesting);
    await block(page, THIRD_PARTY_STAND_INS.adTag);
    await page.reload();
    await expect.poll(() => loaded(page)).toContain('tag-manager');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await loaded(page)).not.toContain('ab-testing');
  });
});
