import { atRoute } from '../../support/route-url.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

const BIRTH_CERTIFICATE = PRODUCT_IDS.birthCertificate;
const CADASTRAL_CERTIFICATE = PRODUCT_IDS.cadastralCertificate;

async function orderBirthCertificate(flow: ProductFlow): Promise<void> {
  await flow.start(BIRTH_CERTIFICATE, 22);
  await flow.expectStep(1, 7);
  await flow.expectTotal('29,90 €');
  await flow.fill('Nombre y apellidos de la persona inscrita', 'Lucía Martín Gómez');
  await flow.continue();
  await flow.fill('Fecha de nacimiento', '7-mar-1990');
  await flow.continue();
  await flow.search('Lugar de nacimiento', 'Madri', 'Madrid (Madrid)');
  await flow.continue();
  await flow.fill('Nombre de la madre', 'Carmen Gómez Ruiz');
  await flow.continue();
  await flow.pick(/Tipo de certificado/, 'Plurilingüe (+10 €)');
  await flow.expectTotal('39,90 €');
  await flow.continue();
  await flow.pick(/Finalidad del certificado/, 'Nacionalidad o pasaporte');
  await flow.continue();
  await flow.expectStep(7, 7);
  await flow.expectPriceBreakdown(
    [
      ['Certificado de nacimiento', '29,90 €'],
      ['Tipo de certificado: Plurilingüe', '10 €'],
      ['Total', '39,90 €'],
    ],
    'IVA incluido (21 %): base imponible 32,98 € e IVA 6,92 €',
  );
}

test.describe('generic product flow', () => {
  test('[product] the birth certificate reaches the cart at the spec price, and the cart shows it', async ({ page }) => {
    const flow = new ProductFlow(page);
    await orderBirthCertificate(flow);
    await expect(flow.main.getByRole('definition').filter({ hasText: 'Plurilingüe' })).toBeVisible();
    await flow.addToCart();
    await expect(flow.main).toContainText('Certificado de nacimiento ya está en tu cesta por 39,90 €.');
    await flow.storefront.expectCartCount(1);
    const cart = await flow.storefront.openCart();
    for (const answer of ['Nombre y apellidos de la persona inscrita: Lucía Martín Gómez', 'Lugar de nacimiento: Madrid']) {
      await expect(cart.getByRole('listitem').first()).toContainText(answer);
    }
  });

  test('[product] a generic item is edited in the cart with its options, required ones enforced', async ({ page }) => {
    const flow = new ProductFlow(page);
    await orderBirthCertificate(flow);
    await flow.addToCart();

    const cart = await flow.storefront.openCart();
    await cart.getByRole('button', { name: 'Editar Certificado de nacimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Certificado de nacimiento' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(400);
    await expect(dialog.getByRole('textbox', { name: 'Nombre de la madre' })).toHaveValue('Carmen Gómez Ruiz');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('textbox', { name: 'Nombre de la madre' }).fill('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nombre de la madre' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Nombre de la madre' })).toHaveAccessibleDescription(/Por favor, escribe el dato/);

    await dialog.getByRole('textbox', { name: 'Nombre de la madre' }).fill('Carmen Gómez Ortega');
    await dialog.getByRole('textbox', { name: 'Nombre y apellidos de la persona inscrita' }).fill('Lucía Martín Ortega');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);
    const reopened = await flow.storefront.openCart();
    await expect(reopened.getByRole('listitem').first()).toContainText('Lucía Martín Ortega');
  });

  test('[product] early checkout jumps to confirmation, which asks the confirmation options', async ({ page }) => {
    const flow = new ProductFlow(page);
    await flow.start(CADASTRAL_CERTIFICATE, 14);
    await flow.expectStep(1, 5);
    await flow.choose('¿Conoces la referencia catastral?', 'Sí');
    await flow.continue();

    await flow.expectStep(5, 5);
    await flow.main.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await expect(flow.main.getByRole('alert')).toBeFocused();
    await expect(flow.main.getByRole('alert').getByRole('link')).toHaveText([/Referencia catastral/, /Tipo de certificado/]);
    await flow.fill('Referencia catastral', '9872023VH5797S0001WX');
    await flow.pick(/Tipo de certificado/, 'Literal (+5 €)');
    await flow.expectPriceBreakdown([['Total', '29,90 €']], 'IVA incluido (21 %): base imponible 24,71 € e IVA 5,19 €');
    await flow.addToCart();
    await expect(flow.main).toContainText('por 29,90 €');
  });

  test('[product] a reload mid-flow keeps the answers', async ({ page }) => {
    const flow = new ProductFlow(page);
    await flow.start(BIRTH_CERTIFICATE, 22);
    await flow.fill('Nombre y apellidos de la persona inscrita', 'Lucía Martín Gómez');
    await flow.continue();
    await flow.fill('Fecha de nacimiento', '07/03/1990');
    await page.reload();
    await flow.expectStep(2, 7);
    await expect(flow.main.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('07/03/1990');
    await flow.main.getByRole('link', { name: 'Volver' }).click();
    await expect(flow.main.getByRole('textbox', { name: 'Nombre y apellidos de la persona inscrita' })).toHaveValue('Lucía Martín Gómez');
  });

  test('[product] a deep link to step 4 goes back to step 1, keeping the query string', async ({ page }) => {
    const flow = new ProductFlow(page);
    await flow.storefront.open(`${ROUTES.product.step('step4', BIRTH_CERTIFICATE)}?utm_source=mail`, 22);
    await flow.expectStep(1, 7);
    await expect(page).toHaveURL(atRoute(ROUTES.product.start(BIRTH_CERTIFICATE), '?utm_source=mail&store=22'));
  });

  test('[product] the back link of a step returns to the previous step, and browser Back still works', async ({ page }) => {
    const flow = new ProductFlow(page);
    await flow.start(BIRTH_CERTIFICATE, 22);
    await flow.fill('Nombre y apellidos de la persona inscrita', 'Lucía Martín Gómez');
    await flow.continue();
    await flow.expectStep(2, 7);
    await expectNoSeriousViolations(page);
    await flow.main.getByRole('link', { name: 'Volver' }).click();
    await flow.expectStep(1, 7);
    await page.goBack();
    await flow.expectStep(2, 7);
    await page.goBack();
    await flow.expectStep(1, 7);
  });
});

test.describe('redirects and other stores', () => {
  test('[product] a divorce with minor children is redirected to its own product', async ({ page }) => {
    const flow = new ProductFlow(page);
    await flow.start(PRODUCT_IDS.onlineDivorce, 14);
    await flow.expectTotal('149 €');
    await flow.choose('¿Qué tipo de divorcio necesitas?', 'De mutuo acuerdo, con hijos menores');
    await flow.continue();
    await expect(page).toHaveURL(atRoute(ROUTES.product.start(PRODUCT_IDS.divorceWithChildren), '?store=14'));
    await flow.expectStep(1, 5);
    await expect(flow.main.getByRole('heading', { level: 1 })).toContainText('Divorcio de mutuo acuerdo con hijos');
    await flow.expectTotal('199 €');
  });

  test('[product] a product opens only on a store of its list: the Spanish deed copy on Portuguese store 16 goes to servicios, keeping the query string', async ({
    page,
    storefront,
  }) => {
    await page.goto(`${ROUTES.product.start(PRODUCT_IDS.deedCopy)}?store=16&utm_source=mail`);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=16&utm_source=mail'));
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Copia de escritura');
    // the birth certificate is not sold on the birth-record store 23 either; on 22 it opens
    await storefront.open(ROUTES.product.start(PRODUCT_IDS.birthCertificate), 23);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=23'));
    const flow = new ProductFlow(page);
    await flow.start(PRODUCT_IDS.birthCertificate, 22);
    await flow.expectStep(1, 7);
  });
});
