import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

test.describe('cart menu in the header', () => {
  test('[cart] deleting a cart item updates the count', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.allowCart();
    await storefront.open(ROUTES.services, 14);
    await storefront.expectCartCount(2);

    const cart = await storefront.openCart();
    const items = cart.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Nota Simple');
    // each line its price; a generic item its most telling answers, labelled, and every answer it is charged for
    // (issue 41): a yes/no answer only then
    await expect(items.first()).toContainText('20,76 €');
    await expect(items.nth(1)).toContainText('119,76 €');
    await expect(items.nth(1)).toContainText('Nombre del notario: Luis Fernández Gil');
    await expect(items.nth(1)).toContainText('¿La escritura es de una propiedad (vivienda, local, terreno…)?: Sí, es de una propiedad');
    await expect(items.nth(1)).not.toContainText('¿Tienes los datos de la escritura');
    const total = cart.getByText('Total (IVA incluido)').locator('..');
    await expect(total).toHaveText('Total (IVA incluido)140,52 €');
    await expectNoSeriousViolations(page);

    await cart.getByRole('button', { name: /^Eliminar Nota Simple/ }).click();
    await storefront.expectCartCount(1);
    await expect(items).toHaveCount(1);
    await expect(items.first()).not.toContainText('Nota Simple');
    await expect(total).toHaveText('Total (IVA incluido)119,76 €');
  });

  test('[cart] the cart stays hidden until something was added (show-cart flag)', async ({ storefront, admin }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.open(ROUTES.services, 14);
    await expect(storefront.header.getByRole('link', { name: 'Solicitar Nota Simple' })).toBeVisible();
    await expect(storefront.cartButton()).toHaveCount(0);
  });

  test('[cart] hides the cart with fewer than 2 items on customer routes', async ({ storefront, admin }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.allowCart();
    await storefront.open(ROUTES.register, 14);
    await storefront.expectCartCount(2);

    const cart = await storefront.openCart();
    await cart
      .getByRole('button', { name: /^Eliminar/ })
      .first()
      .click();
    await expect(storefront.cartButton()).toHaveCount(0);
  });

  test('[cart] the property search offers Cancel request instead of Edit', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithPropertySearch);
    await storefront.allowCart();
    await storefront.open(ROUTES.propertiesQuery.step('step3'), 14);

    const cart = await storefront.openCart();
    const search = cart.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Cancelar solicitud/ }) });
    await expect(search).toHaveCount(1);
    await expect(search.getByRole('button', { name: /^Editar/ })).toHaveCount(0);

    await search.getByRole('button', { name: /^Cancelar solicitud/ }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=14'));
    await storefront.expectCartCount(1);
  });

  test('[cart] Buy goes to register when the visitor is not logged in', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.allowCart();
    await storefront.open(ROUTES.services, 14);
    const cart = await storefront.openCart();
    await cart.getByRole('button', { name: 'Comprar' }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.register, '?store=14'));
    await expect(page).toHaveTitle(/^Identificación del cliente \| /);
  });

  test('[cart] Edit opens the 400px edit dialog with the item answers', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.allowCart();
    await storefront.open(ROUTES.services, 14);
    const cart = await storefront.openCart();
    await cart.getByRole('button', { name: /^Editar Nota Simple/ }).click();

    const dialog = page.getByRole('dialog', { name: /^Editar Nota Simple/ });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(400);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
