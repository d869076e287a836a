import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

test('[product] the buyer corrects the answers of a deed copy already ordered (product/actualizar)', async ({
  storefront,
  admin,
  page,
}) => {
  await admin.seed(SCENARIOS.loggedInWithOrders);
  await storefront.open(ROUTES.product.update('1400004022', '2003'), 14);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Actualiza los datos de tu pedido 1400004022');
  await expect(page).toHaveTitle(/^Actualizar pedido \| /);
  const notary = main.getByRole('textbox', { name: 'Nombre del notario' });
  await expect(notary).toHaveValue('Luis Fernández Gil');
  await notary.fill('');
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(notary).toBeFocused();
  await notary.fill('Luis Fernández Gil de la Torre');
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Hemos guardado los nuevos datos de tu pedido.' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
