import { ROUTES } from '#contracts/constants/client-routes.ts';
import { Account } from '../../pages/account.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { EVERY_STATUS_ORDERS } from '../../support/scenario-orders.ts';
import { expect, test } from '../../support/test.ts';
import type { Locator } from '@playwright/test';

const ORDERS = EVERY_STATUS_ORDERS;

/** An order item's answers as its detail lists them, 'Label: answer' each. */
async function answersOf(item: Locator): Promise<string[]> {
  const [terms, definitions] = await Promise.all([item.getByRole('term').allInnerTexts(), item.getByRole('definition').allInnerTexts()]);
  return terms.map((term, index) => `${term}: ${definitions[index] ?? ''}`);
}

test.describe('correcting a placed Nota Simple (updatePedidoNS, docs/decisions/038)', () => {
  test('[orders] the buyer corrects the owner and address of a Nota Simple awaiting payment, and the order shows them', async ({
    page,
  }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrder(ORDERS.unpaid);
    await expect(account.item('Nota Simple').getByRole('definition').first()).toBeVisible();
    const before = await answersOf(account.item('Nota Simple'));
    expect(before).toEqual(expect.arrayContaining(['Municipio: Sevilla', 'Provincia: Sevilla']));
    await account.item('Nota Simple').getByRole('link', { name: 'Corregir los datos de Nota Simple' }).click();

    await expect(account.main.getByRole('heading', { level: 1, name: 'Corrige los datos de tu Nota Simple' })).toBeFocused();
    const owner = account.main.getByRole('textbox', { name: 'Nombre y apellidos del titular, o razón social' });
    await expect(owner).toHaveValue('Carmen Torres Díaz');
    await owner.fill('Carmen Torres de la Vega');
    await account.main.getByRole('textbox', { name: 'Dirección del inmueble' }).fill('Calle Sierpes 10, 2º B');
    await expectNoSeriousViolations(page);
    await account.main.getByRole('button', { name: 'Guardar la corrección' }).click();
    await expect(account.main.getByRole('status').filter({ hasText: 'Hemos corregido los datos de tu Nota Simple' })).toBeVisible();

    await account.main.getByRole('link', { name: `Volver al pedido ${ORDERS.unpaid}` }).click();
    const item = account.item('Nota Simple');
    await expect(item.getByRole('definition').filter({ hasText: 'Carmen Torres de la Vega' })).toBeVisible();
    await expect(item.getByRole('definition').filter({ hasText: 'Calle Sierpes 10, 2º B' })).toBeVisible();
    // every answer the buyer did not change stays exactly as it was: 'Provincia: Sevilla' and 'Municipio: Sevilla' included
    const corrected = (answer: string) =>
      answer.startsWith('Titular: ')
        ? 'Titular: Carmen Torres de la Vega'
        : answer.startsWith('Dirección: ')
          ? 'Dirección: Calle Sierpes 10, 2º B'
          : answer;
    expect(await answersOf(item)).toEqual(before.map(corrected));
  });

  test('[orders] a delivered Nota Simple offers no correction, and its correction page says why', async ({ page }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrder(ORDERS.expiredNotaSimple);
    await expect(account.item('Nota Simple').getByRole('link', { name: /^Corregir los datos/ })).toHaveCount(0);
    const itemId = await account
      .item('Nota Simple')
      .getByRole('button', { name: 'Ver el documento' })
      .evaluate((button) => button.closest('article')?.getAttribute('aria-labelledby')?.replace('item-', '') ?? '');

    await account.storefront.open(ROUTES.simpleNote.correct(ORDERS.expiredNotaSimple, itemId), 14);
    await expect(account.main.getByText(/El registro ya está tramitando esta Nota Simple \(o ya la ha entregado\)/)).toBeVisible();
    await expect(account.main.getByRole('button', { name: 'Guardar la corrección' })).toHaveCount(0);
  });
});
