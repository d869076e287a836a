import { newBuyerEmail } from '../../pages/checkout.ts';
import { CertificateWizard } from '../../pages/portugal-wizards.ts';
import { expectOnlyPortuguese } from '../../support/foreign-words.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

test('[portugal] every screen a buyer of store 16 walks through, from the chooser to the Multibanco success page, reads Portuguese only and keeps the query string (issue 41)', async ({
  page,
  storefront,
}) => {
  test.slow();
  const wizard = new CertificateWizard(page);
  // A campaign's visitor: the store and the campaign tags go with every link and redirect (spec 2).
  const query = { store: '16', utm_source: 'x' };
  await storefront.open(`${ROUTES.services}?utm_source=x`, 16);
  await expectOnlyPortuguese(page, 'the chooser');

  await storefront.serviceLink(/Certidão Permanente$/).click();
  await wizard.expectStep(1, 8);
  await storefront.expectQueryKept(query);
  await expectOnlyPortuguese(page, 'certificate step1');
  await wizard.continueByKeyboard();
  await wizard.continueExpectingErrors();
  await expectOnlyPortuguese(page, 'certificate step2 with its errors');
  await wizard.pickByKeyboard(wizard.parish(), 'Paranh', 'Paranhos (Porto, Porto)');
  await wizard.continueByKeyboard();
  await expectOnlyPortuguese(page, 'certificate step3');
  await wizard.choose('Forma de identificação', /livro/);
  await wizard.continueByKeyboard();
  await expectOnlyPortuguese(page, 'certificate step5 (livro)');
  await wizard.fill('Número da descrição no livro', '45');
  await wizard.fill(/^Livro/, 'B-12');
  await wizard.fill(/^Folhas/, '123 v.');
  await wizard.continueByKeyboard();
  await expectOnlyPortuguese(page, 'certificate step6');
  await wizard.choose('Propriedade horizontal', 'Não');
  await wizard.continueByKeyboard();
  await wizard.expectStep(8, 8);
  await expectOnlyPortuguese(page, 'certificate step8');
  await wizard.continueByKeyboard();
  await expectOnlyPortuguese(page, 'the certificate added');
  await storefront.expectQueryKept(query);
  const checkoutLink = new URL(
    (await page.getByRole('main').getByRole('link', { name: 'Finalizar compra' }).getAttribute('href')) ?? '',
    page.url(),
  );
  expect(Object.fromEntries(checkoutLink.searchParams)).toEqual(query);

  const cart = await storefront.openCart();
  await expectOnlyPortuguese(page, 'the cart');
  await cart.getByRole('button', { name: /Editar/ }).click();
  await expect(page.getByRole('dialog', { name: 'Editar a Certidão Permanente' })).toBeVisible();
  await expectOnlyPortuguese(page, 'the certificate edit dialog');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await storefront.open(`${ROUTES.report.step('step1')}?utm_source=x`, 16);
  await expectOnlyPortuguese(page, 'report step1');
  await wizard.pickByKeyboard(wizard.parish(), 'Paranh', 'Paranhos (Porto, Porto)');
  await wizard.continueByKeyboard();
  await wizard.choose('Número da descrição', /Sim/);
  await wizard.continueByKeyboard();
  await wizard.fill('Número da descrição', '2543/19970317');
  await wizard.continueByKeyboard();
  await expectOnlyPortuguese(page, 'report step3');
  await wizard.choose('Propriedade horizontal', 'Não');
  await wizard.continueByKeyboard();
  await wizard.choose('Prazo', /Urgente/);
  await wizard.continueByKeyboard();
  await expectOnlyPortuguese(page, 'report confirmation');
  await wizard.continueByKeyboard();

  await (await storefront.openCart()).getByRole('button', { name: 'Comprar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identificação do cliente' })).toBeVisible();
  await storefront.expectQueryKept(query);
  await expectOnlyPortuguese(page, 'the register page');
  await page.getByLabel('Email').fill(newBuyerEmail());
  await page.getByRole('button', { name: 'Seguinte' }).click();
  const methods = page.getByRole('list', { name: 'Métodos de pagamento' });
  await expect(methods).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Multibanco (MONEI)', exact: true })).toHaveAccessibleDescription(/MONEI/);
  await expectOnlyPortuguese(page, 'the payment methods');
  await methods.getByRole('button', { name: 'Multibanco', exact: true }).click();
  await expectOnlyPortuguese(page, 'the checkout');
  await storefront.expectQueryKept(query);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();

  await expect(page.getByRole('heading', { name: 'Pague com Multibanco' })).toBeVisible();
  const voucherReference = await page.getByRole('definition').nth(1).innerText();
  expect(voucherReference).toMatch(/^\d{3} \d{3} \d{3}$/);
  await expectOnlyPortuguese(page, 'the Multibanco voucher');
  await page.getByRole('link', { name: 'Ver a encomenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pela sua encomenda' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: voucherReference })).toBeVisible();
  await expectOnlyPortuguese(page, 'the success page');
});
