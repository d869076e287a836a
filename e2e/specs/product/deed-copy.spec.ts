import { ROUTES } from '#contracts/constants/client-routes.ts';
import { atRoute } from '../../support/route-url.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

const DEED = PRODUCT_IDS.deedCopy;

test.describe('deed copy (spec 4, 5, 9)', () => {
  test('[product] with the deed data the buyer is not asked for the property, and the cart shows the priced item', async ({ page }) => {
    const flow = new ProductFlow(page);
    await flow.start(DEED, 14);
    await flow.expectStep(1, 8);
    await flow.expectTotal('99 €');
    await flow.choose(/es de una propiedad/, 'Sí, es de una propiedad (+20,76 €)');
    await flow.expectTotal('119,76 €');
    await flow.continue();

    await flow.expectStep(2, 8);
    await flow.choose(/Tienes los datos de la escritura/, 'Sí');
    await flow.continue();

    await flow.expectStep(3, 8);
    await expect(flow.main.getByRole('textbox', { name: 'Dirección de la propiedad' })).toHaveCount(0);
    await expect(flow.main.getByRole('combobox', { name: 'Municipio de la propiedad' })).toHaveCount(0);
    await flow.fill('Nombre del notario', 'María López Ruiz');
    await flow.search('Municipio de la notaría', 'Sevil', 'Sevilla (Sevilla)');
    await flow.continue();

    await flow.expectStep(4, 8);
    await expect(flow.main.getByRole('textbox', { name: /titulares/ })).toHaveCount(0);
    await flow.fill('Fecha de la escritura', '31/02/2004');
    await flow.fill('Número de protocolo', '1234');
    await flow.continue();
    const summary = flow.main.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /Fecha de la escritura/ })).toBeVisible();
    await flow.fill('Fecha de la escritura', '12-ene-2004');
    await flow.continue();

    await flow.expectStep(5, 8);
    await flow.choose(/anterior al año 2006/, /Sí, es anterior a 2006/);
    await flow.expectTotal('154,76 €');
    await flow.continue();

    await flow.expectStep(6, 8);
    await flow.choose('Tipo de copia', /Copia auténtica en papel/);
    await flow.expectTotal('240,76 €');
    await flow.continue();

    await flow.expectStep(7, 8);
    await flow.pick(/Tu relación con la escritura/, 'Soy otorgante o titular');
    await flow.fill('Dirección de envío de la copia en papel', 'Calle Mayor 1, 41001 Sevilla');
    await expect(flow.main.getByRole('textbox', { name: /Observaciones/ })).toHaveCount(0);
    await flow.continue();

    await flow.expectStep(8, 8);
    // spec 4 hides 1660 with the deed data and otherwise: not on confirmation either (issue 41)
    await expect(flow.main.getByRole('textbox', { name: /Observaciones para localizar la escritura/ })).toHaveCount(0);
    await flow.expectPriceBreakdown(
      [
        ['Copia de escritura', '99 €'],
        ['Tipo de copia: Copia auténtica en papel', '86 €'],
        ['Total', '240,76 €'],
      ],
      'IVA incluido (21 %): base imponible 198,98 € e IVA 41,78 €',
    );
    await expectNoSeriousViolations(page);
    await flow.addToCart();

    await flow.storefront.expectCartCount(1);
    const cart = await flow.storefront.openCart();
    await expect(cart.getByRole('listitem').first()).toContainText('Copia de escritura');
    await expect(cart.getByRole('listitem').first()).toContainText('María López Ruiz');
  });

  test('[product] without deed data on a deed that is not about a property, the flow ends with the exit message in the polite modal', async ({
    page,
  }) => {
    const flow = new ProductFlow(page);
    await flow.start(DEED, 14);
    await flow.choose(/es de una propiedad/, 'No');
    await flow.continue();
    await flow.choose(/Tienes los datos de la escritura/, 'No');
    await flow.continue();
    const notice = page.getByRole('dialog', { name: 'Aviso' });
    await expect(notice).toContainText('Lo sentimos, sin los datos de la escritura no podemos solicitarla.');
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(flow.main.getByRole('alert')).toHaveText('Lo sentimos, sin los datos de la escritura no podemos solicitarla.');
    await expect(flow.main.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await flow.main.getByRole('link', { name: 'Volver a los servicios' }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.services, 'any'));
  });

  test('[product] without deed data on a property deed, the buyer is asked where the property is instead', async ({ page }) => {
    const flow = new ProductFlow(page);
    await flow.start(DEED, 14);
    await flow.choose(/es de una propiedad/, /Sí, es de una propiedad/);
    await flow.continue();
    await flow.choose(/Tienes los datos de la escritura/, 'No');
    await flow.continue();
    await flow.expectStep(3, 8);
    await expect(flow.main.getByRole('textbox', { name: 'Dirección de la propiedad' })).toBeVisible();
    await expect(flow.main.getByRole('combobox', { name: 'Municipio de la propiedad' })).toBeVisible();
    await expect(flow.main.getByRole('textbox', { name: 'Nombre del notario' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
