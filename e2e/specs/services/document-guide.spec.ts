import { ROUTES } from '#contracts/constants/client-routes.ts';
import { DocumentGuide } from '../../pages/document-guide.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { atRoute } from '../../support/route-url.ts';
import { expect, test } from '../../support/test.ts';

const INHERITANCE_WITH_WILL = ROUTES.guide.situation('herencia', 'will-yes');
const DEATH_CERTIFICATE = 'Certificado de defunción';
const LAST_WILLS = 'Certificado de últimas voluntades';
const WILL_COPY = 'Copia de testamento';

test.describe('which documents do I need (issue 42)', () => {
  test('[guide] on store 14, "Ha fallecido un familiar" with a will ends with the three inheritance documents in the cart', async ({
    page,
  }) => {
    const guide = new DocumentGuide(page);
    const flow = new ProductFlow(page);
    await guide.storefront.open(ROUTES.services, 14);
    await page.getByRole('link', { name: '¿Qué documentos necesito?' }).press('Enter');

    // question 1: the situation; Continue with nothing chosen names what is missing
    await guide.expectNewQuestion('¿Cuál es tu situación?');
    await guide.continueWithoutAnswer();
    await expect(guide.main.getByRole('alert').getByRole('link', { name: 'Elige tu situación' })).toBeVisible();
    await guide.answer('¿Cuál es tu situación?', 'Ha fallecido un familiar');
    // question 2: was there a will
    await guide.expectNewQuestion('¿Hizo testamento?');
    await guide.answer('¿Hizo testamento?', 'Sí');
    await expect(page).toHaveURL(atRoute(INHERITANCE_WITH_WILL, '?store=14'));
    await guide.expectDocuments('Los documentos que necesitas', 'Imprescindibles', [DEATH_CERTIFICATE, LAST_WILLS, WILL_COPY]);
    await expect(guide.document(DEATH_CERTIFICATE)).toContainText('24,90 €');
    await expect(guide.document(LAST_WILLS)).toContainText('29,90 €');
    await expect(guide.document(WILL_COPY)).toContainText('69 €');

    // each document's own wizard, from the guide's page
    await guide.startWizard(DEATH_CERTIFICATE, `Pedir ${DEATH_CERTIFICATE}`);
    await flow.expectStep(1, 5);
    await flow.fill('Nombre y apellidos del fallecido', 'Antonio Pérez Gil');
    await flow.continueByKeyboard();
    await flow.fill('Fecha de defunción', '3-feb-2025');
    await flow.continueByKeyboard();
    await flow.pickByKeyboard(flow.main.getByRole('combobox', { name: /Municipio de defunción/ }), 'Madri', 'Madrid (Madrid)');
    await flow.continueByKeyboard();
    await guide.pickByKeyboard(/Tipo de certificado/, 'Literal');
    await flow.continueByKeyboard();
    await flow.addToCart();

    await guide.storefront.open(INHERITANCE_WITH_WILL, 14);
    await guide.startWizard(LAST_WILLS, `Pedir ${LAST_WILLS}`);
    await flow.fill('Nombre y apellidos del fallecido', 'Antonio Pérez Gil');
    await flow.continueByKeyboard();
    await flow.fill('Fecha de defunción', '3-feb-2025');
    await flow.continueByKeyboard();
    await flow.pickByKeyboard(flow.main.getByRole('combobox', { name: /Municipio de defunción/ }), 'Madri', 'Madrid (Madrid)');
    await flow.continueByKeyboard();
    await flow.main
      .getByLabel(DEATH_CERTIFICATE)
      .setInputFiles({ name: 'defuncion.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% certificado\n%%EOF\n') });
    await flow.continueByKeyboard();
    await flow.addToCart();

    await guide.storefront.open(INHERITANCE_WITH_WILL, 14);
    await guide.startWizard(WILL_COPY, `Pedir ${WILL_COPY}`);
    await flow.fill('Nombre y apellidos del fallecido', 'Antonio Pérez Gil');
    await flow.continueByKeyboard();
    await flow.fill('Fecha de defunción', '3-feb-2025');
    await flow.continueByKeyboard();
    await flow.choose('¿Tienes el certificado de últimas voluntades?', 'No');
    await flow.continueByKeyboard();
    await guide.pickByKeyboard(/Tu relación con el fallecido/, 'Heredero o legatario');
    await flow.continueByKeyboard();
    await flow.addToCart();

    await flow.storefront.expectCartCount(3);
    const cart = await flow.storefront.openCart();
    for (const name of [DEATH_CERTIFICATE, LAST_WILLS, WILL_COPY])
      await expect(cart.getByText(name, { exact: true }).first()).toBeVisible();
  });

  test('[guide] on store 16, "Vou vender um imóvel" ends with the Certidão Permanente and the Caderneta Predial', async ({ page }) => {
    const guide = new DocumentGuide(page);
    await guide.storefront.open(ROUTES.services, 16);
    await page.getByRole('link', { name: 'De que documentos preciso?' }).press('Enter');
    await guide.answer('Qual é a sua situação?', 'Vou vender um imóvel');
    await guide.expectDocuments('Os documentos de que precisa', 'Imprescindíveis', ['Certidão Permanente', 'Caderneta Predial']);
    await expect(guide.document('Certidão Permanente').getByRole('link', { name: 'Encomendar Certidão Permanente' })).toHaveAttribute(
      'href',
      atRoute(ROUTES.certificate.start, '?store=16'),
    );
  });

  test('[guide] a situation the store cannot serve names the stores that can, with a way on', async ({ page }) => {
    const guide = new DocumentGuide(page);
    await guide.storefront.open(ROUTES.guide.start, 14);
    await guide.answer('¿Cuál es tu situación?', 'Quiero comprobar una empresa');
    await expect(guide.main).toContainText(
      'Los encontrarás en los portales del Registo Predial portugués o el portal de Informes Mercantiles.',
    );
    await guide.main.getByRole('link', { name: 'Elegir otra situación' }).press('Enter');
    await guide.expectNewQuestion('¿Cuál es tu situación?');
    await expect(page).toHaveURL(atRoute(ROUTES.guide.start, '?store=14'));
  });
});
