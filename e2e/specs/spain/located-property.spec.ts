import { ROUTES } from '#contracts/constants/client-routes.ts';
import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { Account, newCustomerEmail } from '../../pages/account.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

/** The delivered search of scenario customer-with-a-delivered-property-search. */
const SEARCH_ORDER = '1400105010';

test.describe('the located-property service (spec 1; docs/decisions/038)', () => {
  test('[located] from a delivered search of all properties, the buyer orders the Nota Simple of two properties it found', async ({
    admin,
    page,
    storefront,
  }) => {
    const account = new Account(page);
    await admin.seed(SCENARIOS.customerWithADeliveredPropertySearch, 14, newCustomerEmail());
    await account.openOrder(SEARCH_ORDER);
    const search = account.item('Conocer Propiedades');
    await expect(search.getByRole('heading', { level: 3, name: 'La búsqueda encontró 3 propiedades' })).toBeVisible();
    await search.getByRole('link', { name: 'Pedir la Nota Simple de las propiedades encontradas' }).click();

    await expect(page).toHaveURL(atRoute(ROUTES.locatedProperties.step('step1'), '?store=14'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('¿De qué propiedades quieres la Nota Simple?');
    await expect(main.getByText(/La búsqueda de María García López encontró 3 propiedades a su nombre/)).toBeVisible();
    await main.getByRole('button', { name: 'Continuar' }).click();
    await expect(main.getByRole('alert')).toContainText('Por favor, selecciona una opción');
    // react-aria draws the checkbox in its label, which takes the click
    for (const name of [/^Finca 34211 · Vivienda en Calle de Alcalá 214/, /^Finca 20455 · Solar en Camí de Vera 5/]) {
      await main.getByText(name).click();
      await expect(main.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(main.getByRole('group', { name: /Precio total/ })).toContainText('41,52 €');
    await expectNoSeriousViolations(page);
    await main.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(atRoute(ROUTES.locatedProperties.step('step2'), '?store=14'));
    await expect(main.getByRole('row', { name: /Nota Simple de la finca 34211 \(Madrid\)/ })).toContainText('20,76 €');
    await expect(main.getByRole('row', { name: /Nota Simple de la finca 20455 \(València\)/ })).toContainText('20,76 €');
    await expect(main.getByRole('row', { name: /Total/ }).first()).toContainText('41,52 €');
    await expectNoSeriousViolations(page);
    await main.getByRole('button', { name: 'Añadir a la cesta' }).click();

    await expect(main.getByRole('heading', { level: 1, name: 'Hemos añadido las Notas Simples a tu cesta' })).toBeFocused();
    await storefront.expectCartCount(2);
    const cart = await storefront.openCart();
    await expect(cart.getByText('Propiedad localizada').first()).toBeVisible();
    // each line names the property it pays for: its finca and registry (issue 41)
    const lines = cart.getByRole('listitem').filter({ hasText: 'Propiedad localizada' });
    await expect(lines.filter({ hasText: /Finca 34211, Registro de la Propiedad de Madrid/ })).toHaveCount(1);
    await expect(lines.filter({ hasText: /Finca 20455, Registro de la Propiedad de València/ })).toHaveCount(1);
    await page.keyboard.press('Escape');

    // Back to the search: the two properties in the cart are not offered again
    await account.openOrder(SEARCH_ORDER);
    await account.item('Conocer Propiedades').getByRole('link', { name: 'Pedir la Nota Simple de las propiedades encontradas' }).click();
    await expect(main.getByRole('checkbox')).toHaveCount(1);
    await expect(main.getByRole('checkbox', { name: /^Finca 8812/ })).toBeVisible();
    await expect(main.getByText(/^Ya pedida: Finca 34211/)).toBeVisible();
  });
});
