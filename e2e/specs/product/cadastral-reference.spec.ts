import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expect, test } from '../../support/test.ts';

/**
 * Issue 42: the Certificado catastral's reference (option 20110) is checked with its two control letters
 * (contracts/src/rules/cadastral-reference.ts), and a wrong one says which part is wrong.
 */
test('[identifiers] a wrong cadastral reference names its wrong part; a right one reaches the cart', async ({ page }) => {
  const flow = new ProductFlow(page);
  await flow.start(PRODUCT_IDS.cadastralCertificate, 14);
  await flow.choose('¿Conoces la referencia catastral?', 'Sí');
  await flow.continueByKeyboard();
  await flow.expectStep(5, 5);
  await flow.pick(/Tipo de certificado/, 'Descriptivo y gráfico');

  // python-stdnum's published reference of Lanteira town hall, its last control letter changed
  await flow.fill('Referencia catastral', '7837301VG8173B0001TN');
  await flow.continueExpectingErrors();
  await expect(flow.main.getByRole('alert').getByRole('link')).toHaveText([/La segunda letra de control \(la última\) no corresponde/]);
  await flow.fill('Referencia catastral', '783730VG8173B0001TT');
  await flow.continueExpectingErrors();
  await expect(flow.main.getByRole('alert').getByRole('link')).toHaveText([/La referencia catastral tiene 20 caracteres/]);
  await flow.expectAccessible();

  await flow.fill('Referencia catastral', '7837301-VG8173B-0001 TT');
  await flow.addToCart();
  await expect(flow.main).toContainText('por 24,90 €');
});
