import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expectCartLine } from '../../pages/portugal-wizards.ts';
import { expect, test } from '../../support/test.ts';

test.describe('Built-in Portuguese products (spec 3)', () => {
  test('[certidão comercial] on store 28 the company is picked by keyboard alone among homonyms, its NIPC follows, and the certificate goes to the cart at 34,90 €', async ({
    page,
  }) => {
    const flow = new ProductFlow(page, 'Passo');
    await flow.start(PRODUCT_IDS.commercialCertificate, 28);
    await flow.expectStep(1, 3);
    const company = flow.main.getByRole('combobox', { name: 'Nome da entidade' });
    // Two companies share the name: the suggestion's NIPC and seat tell them apart.
    await flow.pickByKeyboard(company, 'Ribeiro', 'Construções Ribeiro & Filhos, Lda. · NIPC 540397679 · Viseu');
    await expect(company).toHaveValue(/^Construções Ribeiro & Filhos, Lda. · NIPC 540397679/);
    await flow.expectAccessible();
    await company.press('Enter');

    await flow.expectStep(2, 3);
    const nipc = flow.main.getByRole('textbox', { name: 'NIPC' });
    await expect(nipc).toHaveValue('540397679');
    await nipc.fill('12345');
    await nipc.press('Enter');
    await expect(flow.main.getByRole('alert')).toContainText('O NIPC tem 9 algarismos e o último é de controlo');
    await nipc.fill('540397679');
    await nipc.press('Enter');

    await expect(flow.main.getByRole('heading', { level: 1 })).toContainText('Reveja e confirme o seu pedido');
    await expect(flow.main.getByText(/34,90 €/).first()).toBeVisible();
    await flow.main.getByRole('button', { name: 'Adicionar ao carrinho' }).press('Enter');
    await expect(flow.main.getByRole('heading', { level: 1, name: 'Adicionado ao carrinho' })).toBeVisible();
    const cart = await flow.storefront.openCart();
    await expectCartLine(cart, /Certidão Permanente Comercial.*Construções Ribeiro & Filhos, Lda\..*540397679/);
  });
});
