import { atRoute } from '../../support/route-url.ts';
import { CertificateWizard, expectCartLine } from '../../pages/portugal-wizards.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

test.describe('Certidão Permanente wizard (spec 2, 3, 5)', () => {
  test('[certidão permanente] on store 16 a certificate identified by its matricial data goes to the cart at its price; no step has a serious axe violation', async ({
    page,
  }) => {
    const wizard = new CertificateWizard(page);
    await wizard.start(16);
    await wizard.expectRunningPrice('24,70 €');
    await expect(wizard.runningPrice()).toContainText('IVA incluído');
    await wizard.expectAccessible();
    await wizard.answerPlaceAndMode('Paranh', 'Paranhos (Porto, Porto)', /dados matriciais/);

    await wizard.expectStep(4, 8, 'O prédio é urbano ou rústico?');
    await wizard.expectRunningPrice('24,70 €');
    await wizard.choose('Tipo de prédio', 'Urbano');
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await wizard.expectStep(5, 8, 'Qual é o artigo matricial?');
    await expect(wizard.main.getByText(/Consta da caderneta predial/)).toBeVisible();
    await wizard.fill(/Número do artigo/, '12a');
    await wizard.continueExpectingErrors();
    await expect(wizard.main.getByRole('alert')).toContainText('O artigo tem só algarismos');
    await wizard.fill(/Número do artigo/, '1234');
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await wizard.expectStep(6, 8, 'É uma fração de um prédio em propriedade horizontal?');
    await wizard.choose('Propriedade horizontal', 'Sim');
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();
    await wizard.expectStep(7, 8, 'Qual é a fração?');
    await wizard.fill(/Fração/, 'b');
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await wizard.expectStep(8, 8, 'Confirme o seu pedido');
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Artigo urbano 1234' })).toBeVisible();
    await wizard.expectPriceBreakdown(
      [
        ['Certidão Permanente', '24,70 €'],
        ['Total', '24,70 €'],
      ],
      'IVA incluído (23%): valor sem IVA 20,08 € e IVA 4,62 €',
    );
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await expect(wizard.main.getByRole('heading', { level: 1, name: 'A Certidão Permanente está no carrinho' })).toBeFocused();
    await wizard.storefront.expectCartCount(1);
    const cart = await wizard.storefront.openCart();
    await expectCartLine(
      cart,
      /Certidão Permanente.*Freguesia: Paranhos \(Porto, Porto\).*Fração: Fração B.*Identificação: Artigo urbano 1234/,
    );

    // Editing it in the cart: the dialog keeps the answers, a new mode clears the old one's, and the line follows.
    await cart.getByRole('button', { name: /Editar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar a Certidão Permanente' });
    await expect(dialog.getByRole('textbox', { name: /Número do artigo/ })).toHaveValue('1234');
    const ficha = dialog.getByRole('radio', { name: /número da descrição/ });
    await ficha.focus();
    await ficha.press('Space');
    await expect(dialog.getByRole('textbox', { name: /Número do artigo/ })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Número da descrição' }).fill('2543/19970317');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);
    const edited = await wizard.storefront.openCart();
    await expectCartLine(edited, /Fração: Fração B.*Identificação: Descrição n\.º 2543\/19970317/);
    await expect(edited.getByText(/Artigo urbano/)).toHaveCount(0);
  });

  test('[certidão permanente] switching the mode to ficha clears the matricial answers, and a deep link lands on the first unanswered step', async ({
    page,
  }) => {
    const wizard = new CertificateWizard(page);
    await wizard.start(16);
    await wizard.answerPlaceAndMode('Paranh', 'Paranhos (Porto, Porto)', /dados matriciais/);
    await wizard.choose('Tipo de prédio', 'Rústico');
    await wizard.continueByKeyboard();
    await wizard.fill(/Número do artigo/, '77');
    await wizard.fill(/Secção/, 'AB');

    await page.goto(`${ROUTES.certificate.step('step3')}?store=16`);
    await wizard.choose('Forma de identificação', /número da descrição/);
    await wizard.continueByKeyboard();
    await wizard.expectStep(5, 8, 'Qual é o número da descrição?');
    await expect(wizard.main.getByText(/2543\/19970317/).first()).toBeVisible();
    await wizard.fill('Número da descrição', '2543/19970317');
    await wizard.continueByKeyboard();
    await wizard.expectStep(6, 8);

    await page.goto(`${ROUTES.certificate.step('step3')}?store=16`);
    await wizard.choose('Forma de identificação', /dados matriciais/);
    await wizard.continueByKeyboard();
    await wizard.expectStep(4, 8);
    await expect(wizard.main.getByRole('radio', { name: 'Rústico' })).not.toBeChecked();

    await page.goto(`${ROUTES.certificate.step('step8')}?store=16&utm_source=x`);
    await wizard.expectStep(4, 8);
    await expect(page).toHaveURL(atRoute(ROUTES.certificate.step('step4'), '?store=16&utm_source=x'));
  });

  test('[certidão permanente] on Spanish store 14 every certificate route goes to servicios', async ({ page, storefront }) => {
    for (const path of [
      ROUTES.certificate.step('step1'),
      ROUTES.certificate.confirmation,
      ROUTES.certificate.addToCart,
      ROUTES.report.step('step1'),
    ]) {
      await storefront.open(path, 14);
      await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=14'));
    }
  });
});
