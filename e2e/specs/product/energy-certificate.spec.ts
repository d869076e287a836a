import { ProductFlow } from '../../pages/product-flow.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

test('[product] the energy certificate: intro question, municipality search, whole prices per choice and boxed choices', async ({
  page,
  storefront,
}) => {
  await storefront.open(ROUTES.services, 14);
  await storefront.serviceLink('Solicitar Certificado energético').click();
  const flow = new ProductFlow(page);
  await flow.expectStep(1, 7);
  await expect(flow.main).toContainText('Un técnico certificador visitará el inmueble');
  await flow.fill('Dirección del inmueble', 'Calle Larios 5, 2.º');
  await flow.continue();
  await flow.search('Municipio', 'Zarag', 'Zaragoza (Zaragoza)');
  await flow.continue();
  await flow.pick(/Tipo de inmueble/, 'Casa o chalet (+20 €)');
  await flow.continue();
  await flow.main.getByRole('button', { name: /Superficie construida/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Hasta 100 m² (79,90 €)', 'De 100 a 200 m² (99,90 €)', 'Más de 200 m² (119,90 €)']);
  await page.getByRole('option', { name: 'De 100 a 200 m² (99,90 €)' }).click();
  await flow.expectTotal('99,90 €');
  await flow.continue();
  await flow.choose('Motivo del certificado', 'Alquiler');
  await flow.continue();
  await flow.fill('Teléfono de contacto para la visita', '600 123 456');
  await flow.fill('Horario preferido para la visita (opcional)', 'Por las tardes');
  await flow.continue();
  await flow.expectStep(7, 7);
  await expect(flow.main.getByRole('definition').filter({ hasText: 'Por las tardes' })).toBeVisible();
  await flow.addToCart();
  await expect(flow.main).toContainText('Certificado energético ya está en tu cesta por 99,90 €.');
});
