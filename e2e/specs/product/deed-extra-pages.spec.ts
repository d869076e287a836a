import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

/** Steps 1 to 6 of the deed copy with the deed data, a property deed from before 2006, and the copy type chosen. */
async function upToThePages(flow: ProductFlow, copy: RegExp): Promise<void> {
  await flow.start(PRODUCT_IDS.deedCopy, 14);
  await flow.choose(/es de una propiedad/, /Sí, es de una propiedad/);
  await flow.continue();
  await flow.choose(/Tienes los datos de la escritura/, 'Sí');
  await flow.continue();
  await flow.fill('Nombre del notario', 'María López Ruiz');
  await flow.search('Municipio de la notaría', 'Sevil', 'Sevilla (Sevilla)');
  await flow.continue();
  await flow.fill('Fecha de la escritura', '12-ene-2004');
  await flow.fill('Número de protocolo', '1234');
  await flow.continue();
  await flow.choose(/anterior al año 2006/, /Sí, es anterior a 2006/);
  await flow.continue();
  await flow.choose('Tipo de copia', copy);
  await flow.continue();
  await flow.expectStep(7, 8);
}

test.describe('the deed copy’s pages beyond 20 (spec 9; docs/decisions/038)', () => {
  test('[product] an authentic copy of about 30 pages adds 10 × 3,5 € + IVA to the running price, the review and the cart', async ({
    page,
  }) => {
    const flow = new ProductFlow(page);
    await upToThePages(flow, /Copia auténtica en papel/);
    await flow.expectTotal('240,76 €');
    const pages = flow.main.getByRole('radiogroup', { name: /Número aproximado de páginas/ });
    await expect(pages).toHaveAccessibleDescription(/cuestan 3,5 € \+ IVA por cada página de más en la copia auténtica/);
    await expect(pages).toHaveAccessibleDescription(/Si no lo sabes, no cobramos nada ahora/);
    await flow.choose(/Número aproximado de páginas/, 'Unas 30 (10 páginas de más) (+42,35 €)');
    await flow.expectTotal('283,11 €');
    await flow.pick(/Tu relación con la escritura/, 'Soy otorgante o titular');
    await flow.fill('Dirección de envío de la copia en papel', 'Calle Mayor 1, 41001 Sevilla');
    await expectNoSeriousViolations(page);
    await flow.continue();

    await flow.expectStep(8, 8);
    await flow.expectPriceBreakdown(
      [
        ['Copia de escritura', '99 €'],
        ['¿La escritura es de una propiedad (vivienda, local, terreno…)?: Sí, es de una propiedad', '20,76 €'],
        ['¿La escritura es anterior al año 2006?: Sí, es anterior a 2006', '35 €'],
        ['Tipo de copia: Copia auténtica en papel', '86 €'],
        ['Número aproximado de páginas: Unas 30 (10 páginas de más)', '42,35 €'],
        ['Total', '283,11 €'],
      ],
      'IVA incluido (21 %): base imponible 233,98 € e IVA 49,13 €',
    );
    await flow.addToCart();
    const cart = await flow.storefront.openCart();
    const line = cart.getByRole('listitem').first();
    await expect(line).toContainText('283,11 €');
    // the line explains its price: each answer charged for (issue 41)
    for (const answer of [
      '¿La escritura es de una propiedad (vivienda, local, terreno…)?: Sí, es de una propiedad',
      '¿La escritura es anterior al año 2006?: Sí, es anterior a 2006',
      'Tipo de copia: Copia auténtica en papel',
      'Número aproximado de páginas: Unas 30 (10 páginas de más)',
    ]) {
      await expect(line).toContainText(answer);
    }
  });

  test('[product] a buyer who does not know how many pages pays nothing more now, and is told how it is settled', async ({ page }) => {
    const flow = new ProductFlow(page);
    await upToThePages(flow, /Copia simple en PDF/);
    const pages = flow.main.getByRole('radiogroup', { name: /Número aproximado de páginas/ });
    await expect(pages).toHaveAccessibleDescription(/cuestan 1,5 € \+ IVA por cada página de más en la copia simple/);
    await flow.choose(/Número aproximado de páginas/, 'No lo sé');
    await flow.expectTotal('154,76 €');
    await expect(flow.main.getByText(/si tiene más de 20 páginas, te pediremos las de más antes de enviártela/)).toBeVisible();
  });
});
