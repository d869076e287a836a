import { ProductFlow } from '../../pages/product-flow.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';

test('[product] a parish question is answered from the freguesias.php autocomplete on a Portuguese store', async ({ page }) => {
  const flow = new ProductFlow(page);
  await flow.start(PRODUCT_IDS.cadernetaPredial, 16);
  const main = flow.main;
  await flow.choose('Tipo de prédio', 'Urbano');
  await main.getByRole('button', { name: 'Continuar' }).click();

  await expect(main.getByRole('heading', { level: 1 })).toContainText('Passo 2 de 5');
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  const parish = main.getByRole('combobox', { name: 'Distrito, concelho e freguesia' });
  await expect(parish).toHaveAccessibleDescription(/^Freguesias de Portugal/);
  // Text typed without picking a suggestion is named in the error, not 'Por favor, preencha este campo'.
  await parish.fill('Fermentelox');
  await expect(main.getByRole('status').filter({ hasText: 'Não encontramos' })).toContainText(
    'Não encontramos nenhuma freguesia com «Fermentelox».',
  );
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(main.getByRole('alert')).toBeFocused();
  await expect(main.getByRole('alert').getByRole('link')).toHaveText(
    'Distrito, concelho e freguesia: Escolha uma freguesia da lista; «Fermentelox» não está nela.',
  );
  await parish.fill('Fermentel');
  await page.getByRole('option', { name: 'Fermentelos (Águeda, Aveiro)' }).click();
  await expect(parish).toHaveValue('Fermentelos (Águeda, Aveiro)');
  await expectNoSeriousViolations(page);
  await main.getByRole('button', { name: 'Continuar' }).click();

  await expect(main.getByRole('heading', { level: 1 })).toContainText('Passo 3 de 5');
  await main.getByRole('link', { name: 'Voltar' }).click();
  await expect(parish).toHaveValue('Fermentelos (Águeda, Aveiro)');
});
