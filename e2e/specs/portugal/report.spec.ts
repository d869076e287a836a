import { ReportWizard, expectCartLine } from '../../pages/portugal-wizards.ts';
import { expect, test } from '../../support/test.ts';

test.describe('Informação Predial Simplificada wizard (spec 2, 3)', () => {
  test('[informação predial] on store 26 a simplified report goes to the cart; step21 is skipped without a number; no step has a serious axe violation', async ({
    page,
  }) => {
    const wizard = new ReportWizard(page);
    await wizard.start(26);
    await wizard.expectStep(1, 6, 'Onde fica o imóvel?');
    await wizard.expectRunningPrice('11 €');
    await wizard.expectAccessible();
    await wizard.pickByKeyboard(wizard.parish(), 'Bonfim', 'Bonfim (Porto, Porto)');
    await wizard.continueByKeyboard();

    await wizard.expectStep(2, 6, 'Sabe o número da descrição predial do imóvel?');
    await wizard.choose('Número da descrição', /Não/);
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await wizard.expectStep(4, 6, 'É uma fração de um prédio em propriedade horizontal?');
    await wizard.choose('Propriedade horizontal', 'Sim');
    await wizard.fill(/Fração/, 'ac');
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await wizard.expectStep(5, 6, 'Quando precisa dela?');
    await wizard.choose('Prazo', /Normal/);
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await wizard.expectStep(6, 6, 'Confirme o seu pedido');
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Sem número: procuramo-lo nós' })).toBeVisible();
    await wizard.expectPriceBreakdown(
      [
        ['Informação Predial Simplificada', '11 €'],
        ['Total', '11 €'],
      ],
      'IVA incluído (23%): valor sem IVA 8,94 € e IVA 2,06 €',
    );
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await expect(wizard.main.getByRole('heading', { level: 1, name: 'A Informação Predial Simplificada está no carrinho' })).toBeFocused();
    const cart = await wizard.storefront.openCart();
    await expectCartLine(cart, /Informação Predial Simplificada.*Bonfim \(Porto, Porto\).*Fração AC/);
  });
});
