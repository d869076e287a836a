import { atRoute } from '../../support/route-url.ts';
import { type Page, expect as baseExpect } from '@playwright/test';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** The labels of the billing form and the card form, per store language. */
const WORDS = {
  es: {
    method: 'Tarjeta de crédito o débito',
    card: 'Pago con tarjeta',
    number: 'Número de tarjeta',
    month: 'Mes',
    year: 'Año',
    add: 'Añadir datos de facturación',
    name: 'Nombre / Empresa',
    taxId: 'CIF / NIF',
    address: 'Dirección',
    city: 'Población',
    postalCode: 'Código postal',
    province: 'Provincia',
    phone: 'Teléfono',
    save: 'Guardar datos de facturación',
    saved: 'Datos de facturación guardados.',
    next: 'Siguiente',
  },
  pt: {
    method: 'Cartão de crédito ou débito',
    card: 'Pagamento com cartão',
    number: 'Número do cartão',
    month: 'Mês',
    year: 'Ano',
    add: 'Adicionar dados de faturação',
    name: 'Nome / Empresa',
    taxId: 'NIF / NIPC',
    address: 'Morada',
    city: 'Localidade',
    postalCode: 'Código postal',
    province: 'Distrito',
    phone: 'Telefone',
    save: 'Guardar dados de faturação',
    saved: 'Dados de faturação guardados.',
    next: 'Seguinte',
  },
} as const;

/** A new buyer on the store pays the seeded cart by card and stands on the success page, logged in. */
async function paidAsNewBuyer(page: Page, storeId: number, words: (typeof WORDS)[keyof typeof WORDS]): Promise<void> {
  const checkout = new Checkout(page);
  await page.goto(`${ROUTES.register}?store=${storeId}`);
  await page.getByLabel('Email').fill(newBuyerEmail());
  await page.getByRole('button', { name: words.next }).click();
  await checkout.chooseMethod(words.method);
  const form = page.getByRole('form', { name: words.card });
  await form.getByLabel(words.number).fill(TEST_CARDS.frictionless);
  await form.getByLabel(words.month).selectOption('12');
  await form.getByLabel(words.year).selectOption(String(new Date().getFullYear() + 2));
  await form.getByRole('button', { name: /^Pagar/ }).click();
  await baseExpect(page).toHaveURL(atRoute(ROUTES.checkout.successOfPattern, `?store=${storeId}`));
}

test.describe('the billing record: its region and its bank account (spec 3 "Customer")', () => {
  test('[regions] a Spanish buyer picks the province from the provinces; the record keeps it', async ({ admin, page }) => {
    const words = WORDS.es;
    await admin.seed(SCENARIOS.cartWithTwoItems, 14);
    await paidAsNewBuyer(page, 14, words);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.add }).click();
    await main.getByLabel(words.name).fill('Inmuebles Giralda S.L.');
    await main.getByLabel(words.taxId).fill('B12345674');
    await main.getByLabel(words.address, { exact: true }).fill('Calle Sierpes 8');
    await main.getByLabel(words.city).fill('Sevilla');
    await main.getByLabel(words.postalCode).fill('41004');
    await main.getByLabel(words.phone).fill('954123123');
    await main.getByRole('button', { name: new RegExp(words.province) }).click();
    await page.getByRole('option', { name: 'Sevilla' }).click();
    await expectNoSeriousViolations(page);
    await main.getByRole('button', { name: words.save }).click();

    await expect(main.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
    await expect(main.getByText('Calle Sierpes 8, 41004 Sevilla, Sevilla')).toBeVisible();
    await page.reload();
    await expect(main.getByText('Calle Sierpes 8, 41004 Sevilla, Sevilla')).toBeVisible();
  });

  test('[regions] a Portuguese buyer picks the district, the autonomous regions among them', async ({ admin, page }) => {
    const words = WORDS.pt;
    await admin.seed(SCENARIOS.cartWithTwoItems, 16);
    await paidAsNewBuyer(page, 16, words);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.add }).click();
    await main.getByLabel(words.name).fill('Construções Ribeiro & Filhos, Lda.');
    await main.getByLabel(words.taxId).fill('511281706');
    await main.getByLabel(words.address, { exact: true }).fill('Rua do Souto 12');
    await main.getByLabel(words.city).fill('Ponta Delgada');
    await main.getByLabel(words.postalCode).fill('9500-052');
    await main.getByLabel(words.phone).fill('296123123');
    await main.getByRole('button', { name: new RegExp(words.province) }).click();
    await expect(page.getByRole('option')).toHaveCount(20);
    await page.getByRole('option', { name: 'Região Autónoma dos Açores' }).click();
    await main.getByRole('button', { name: words.save }).click();

    await expect(main.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
    await expect(main.getByText('Rua do Souto 12, 9500-052 Ponta Delgada, Região Autónoma dos Açores')).toBeVisible();
  });

  test('[bank] a buyer preferring bank payment gives their account: control digits checked, IBAN shown, sent once, never kept', async ({
    admin,
    page,
  }) => {
    const words = WORDS.es;
    await admin.seed(SCENARIOS.cartWithTwoItems, 14);
    await paidAsNewBuyer(page, 14, words);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.add }).click();
    await main.getByLabel(words.name).fill('Inmuebles Giralda S.L.');
    await main.getByLabel(words.taxId).fill('B12345674');
    await main.getByLabel(words.address, { exact: true }).fill('Calle Sierpes 8');
    await main.getByLabel(words.city).fill('Sevilla');
    await main.getByLabel(words.postalCode).fill('41004');
    await main.getByLabel(words.phone).fill('954123123');
    await main.getByRole('button', { name: new RegExp(words.province) }).click();
    await page.getByRole('option', { name: 'Sevilla' }).click();
    await main.getByRole('button', { name: /Forma de pago preferida/ }).click();
    await page.getByRole('option', { name: 'Transferencia bancaria' }).click();

    const account = main.getByRole('textbox', { name: 'Cuenta bancaria (IBAN o CCC)' });
    await account.fill('2100 0418 46 0200051332');
    await expect(main.getByText('La cuenta no es correcta: revisa los dígitos de control')).toBeVisible();
    await account.fill('2100 0418 45 0200051332');
    await expect(account).toHaveAccessibleDescription(/IBAN ES91 2100 0418 4502 0005 1332/);
    await expectNoSeriousViolations(page);
    const sent = page.waitForRequest((request) => request.url().includes('/desktopapp/rest/clientupdate'));
    await main.getByRole('button', { name: words.save }).click();

    expect((await sent).postDataJSON()).toMatchObject({
      data: { payment: { preferred_payment: 'bank', bank: { entidad: '2100', oficina: '0418', dc: '45', cuenta: '0200051332' } } },
    });
    await expect(main.getByText('Transferencia bancaria. Cuenta bancaria terminada en 1332')).toBeVisible();
    await expect(main).not.toContainText('0200051332');
    await new Checkout(page).expectNoCardNumberKept('0200051332');
    await page.reload();
    await expect(main.getByText('Transferencia bancaria. Cuenta bancaria terminada en 1332')).toBeVisible();
  });
});
