import { ROUTES } from '#contracts/constants/client-routes.ts';
import { atRoute } from '../../support/route-url.ts';
import { NotaSimpleWizard, PropertySearchWizard } from '../../pages/spain-wizards.ts';
import { expect, test } from '../../support/test.ts';

test.describe('property search wizard (spec 2, 3, 6, 9)', () => {
  test('[property search] a company search for 10 properties shows the price in words, costs 219,60 € in the cart, and offers Cancel, not Edit', async ({
    page,
  }) => {
    const wizard = new PropertySearchWizard(page);
    await wizard.start(21);

    await wizard.expectStep(1, 7, 'Conocer las propiedades de una persona o empresa');
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(2, 7);
    await wizard.choose('Titular de las propiedades', 'Una empresa');
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(3, 7, '¿Qué empresa es?');
    await wizard.pickByKeyboard(wizard.company(), 'Almendral', 'Construcciones Almendral S.L. (B10042711)');
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(4, 7, 'Comprueba el CIF de la empresa');
    await expect(wizard.main.getByRole('textbox', { name: 'CIF' })).toHaveValue('B10042711');
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(5, 7);
    await wizard.expectRunningPrice('desde 12 €');
    await wizard.choose('Número de propiedades', 'Hasta 10 propiedades');
    await wizard.expectRunningPrice(/^Precio total219,60 €/);
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(6, 7, 'Así se calcula el precio');
    await expect(wizard.main.getByText('El servicio de búsqueda cuesta 12 € y cada propiedad encontrada cuesta 20,76 €.')).toBeVisible();
    await expect(wizard.main.getByText('Has elegido hasta 10 propiedades: pagas 12 € + 10 × 20,76 € = 219,60 €.')).toBeVisible();
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(7, 7, 'Revisa tu búsqueda');
    await wizard.expectPriceBreakdown(
      [
        ['Servicio de búsqueda', '12 €'],
        ['10 propiedades × 20,76 €', '207,60 €'],
        ['Total', '219,60 €'],
      ],
      'IVA incluido (21 %): base imponible 181,49 € e IVA 38,11 €',
    );
    await wizard.expectAccessible();
    await wizard.continue();

    await expect(wizard.main.getByRole('heading', { level: 1, name: 'Búsqueda de propiedades añadida a la cesta' })).toBeFocused();
    const cart = await wizard.storefront.openCart();
    const line = cart.getByRole('listitem').filter({ hasText: 'Conocer Propiedades' });
    for (const answer of [
      'Empresa: Construcciones Almendral S.L.',
      'CIF: B10042711',
      'Número de propiedades: Hasta 10 propiedades: 219,60 €',
    ]) {
      await expect(line).toContainText(answer);
    }
    await expect(line.getByRole('button', { name: 'Editar Conocer Propiedades' })).toHaveCount(0);
    await line.getByRole('button', { name: 'Cancelar solicitud de Conocer Propiedades' }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.services, 'any'));
    await expect(wizard.storefront.cartButton()).toHaveCount(0);
  });

  test('[property search] a person’s DNI with the wrong check letter is refused on its step', async ({ page }) => {
    const wizard = new PropertySearchWizard(page);
    await wizard.start(14);
    await wizard.continue();
    await wizard.choose('Titular de las propiedades', 'Una persona');
    await wizard.continue();
    await wizard.fill('Nombre y apellidos', 'Ana Ruiz Gómez');
    await wizard.continue();
    await wizard.expectStep(4, 7, '¿Cuál es su DNI o NIE?');
    await wizard.fill('DNI o NIE', '12345678A');
    await wizard.continueExpectingErrors();
    await expect(wizard.main.getByRole('alert')).toContainText('la letra no corresponde al número');
    await wizard.fill('DNI o NIE', '12345678Z');
    await wizard.continue();
    await wizard.expectStep(5, 7);
  });

  test('[property search] after a nota simple, the search for its owner’s other properties starts with the owner', async ({ page }) => {
    const note = new NotaSimpleWizard(page);
    await note.start(14);
    await note.answerOwnerAndAddress('Ana Ruiz Gómez', 'Calle Feria 12');
    await note.pickByKeyboard(note.municipality(), 'Sevil', 'Sevilla (Sevilla)');
    await note.continue();
    await note.choose('¿Quieres el servicio urgente?', /No, servicio normal/);
    for (let step = 5; step <= 8; step += 1) await note.continue();
    await note.main.getByRole('link', { name: 'Conocer también las otras propiedades del titular' }).click();

    const wizard = new PropertySearchWizard(page);
    await wizard.expectStep(1, 7);
    await expect(wizard.main.getByText('Buscaremos las otras propiedades del titular de tu Nota Simple.')).toBeVisible();
    await wizard.continue();
    await expect(wizard.main.getByRole('radio', { name: 'Una persona' })).toBeChecked();
    await wizard.continue();
    await expect(wizard.main.getByRole('textbox', { name: 'Nombre y apellidos' })).toHaveValue('Ana Ruiz Gómez');
    await wizard.continue();
    await wizard.fill('DNI o NIE', 'X1234567L');
    await wizard.continue();
    await wizard.choose('Número de propiedades', '1 propiedad');
    await wizard.continue();
    await expect(wizard.main.getByText('Has elegido 1 propiedad: pagas 12 € + 1 × 20,76 € = 32,76 €.')).toBeVisible();
    await wizard.continue();
    await wizard.continue();

    await wizard.storefront.expectCartCount(2);
    const cart = await wizard.storefront.openCart();
    const line = cart.getByRole('listitem').filter({ hasText: 'Conocer Propiedades' });
    for (const answer of ['Nombre: Ana Ruiz Gómez', 'DNI/NIE: X1234567L', 'Número de propiedades: Hasta 1 propiedad: 32,76 €']) {
      await expect(line).toContainText(answer);
    }
  });

  test('[property search] on a Portuguese store the wizard redirects to servicios', async ({ page }) => {
    const wizard = new PropertySearchWizard(page);
    await wizard.start(26);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=26'));
  });

  test('[property search] on English store 18, which addqp refuses, the wizard redirects to servicios', async ({ page }) => {
    const wizard = new PropertySearchWizard(page);
    await wizard.start(18);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=18'));
  });
});
