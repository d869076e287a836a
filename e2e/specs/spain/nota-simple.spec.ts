import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { NotaSimpleWizard } from '../../pages/spain-wizards.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

test.describe('Nota Simple wizard (spec 2, 3, 5)', () => {
  test('[nota simple] a buyer goes from step1 to the cart, picking the municipality with the keyboard alone; no step has a serious axe violation', async ({
    page,
  }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.start(14);

    await wizard.expectAccessible();
    await wizard.answerOwnerAndAddress('Ana Ruiz Gómez', 'Calle Feria 12, 2º A');

    await wizard.expectStep(4, 8, '¿En qué municipio está?');
    await wizard.continueExpectingErrors();
    await expect(wizard.main.getByRole('alert').getByRole('link', { name: /Municipio/ })).toBeVisible();
    // A search that finds nothing says so beside the field and hides nothing: Continue stays in reach.
    await wizard.municipality().fill('Madrd');
    await expect(wizard.main.getByRole('status').filter({ hasText: 'No encontramos' })).toHaveText(
      'No encontramos ningún municipio con «Madrd». Revisa cómo se escribe o prueba con el nombre oficial, sin la provincia.',
    );
    await expect(wizard.municipality()).toBeFocused();
    await expect(wizard.main.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await wizard.expectAccessible();
    await wizard.pickByKeyboard(wizard.municipality(), 'Sevil', 'Sevilla (Sevilla)');
    await expect(wizard.municipality()).toHaveValue('Sevilla (Sevilla)');
    await expect(wizard.main.getByText(/Registros de la Propiedad de Sevilla \(17\)/)).toBeVisible();
    await wizard.expectAccessible();
    await wizard.continueByKeyboard();

    await wizard.expectStep(5, 8, '¿Cuándo la necesitas?');
    await wizard.expectRunningPrice('desde 20,76 €');
    await expect(wizard.main.getByText('Recibir hoy antes de 4 horas laborables')).toBeVisible();
    await wizard.choose('¿Quieres el servicio urgente?', /Sí, servicio urgente \(32,76 €\)/);
    await wizard.expectRunningPrice(/^Precio total32,76 €/);
    await wizard.choose('¿Quieres el servicio urgente?', /No, servicio normal \(20,76 €\)/);
    await wizard.expectRunningPrice(/^Precio total20,76 €/);
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(6, 8, 'Otros datos registrales');
    await wizard.fill(/Datos registrales/, 'Finca 4521, tomo 1200');
    await wizard.expectAccessible();
    await wizard.continue();

    await wizard.expectStep(7, 8, 'Revisa tu solicitud');
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Sevilla (Sevilla)' })).toBeVisible();
    await expect(wizard.main.getByRole('status')).toHaveCount(0);
    await wizard.expectAccessible();

    // Check your answers: 'Cambiar Titular' opens the owner's step, and Continue there comes back to the review.
    await wizard.changeAnswer('Titular');
    await wizard.expectStep(2, 8, '¿Quién es el titular?');
    await wizard.fill(/Nombre y apellidos del titular/, 'Ana Ruiz Pérez');
    await wizard.continue();
    await wizard.expectStep(7, 8, 'Revisa tu solicitud');
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Ana Ruiz Pérez' })).toBeVisible();
    await wizard.continue();

    await wizard.expectStep(8, 8, 'Confirma y añade a la cesta');
    await expect(page).toHaveURL(atRoute(ROUTES.simpleNote.step('step6'), '?store=14'));
    await wizard.expectPriceBreakdown(
      [
        ['Nota Simple', '20,76 €'],
        ['Total', '20,76 €'],
      ],
      'IVA incluido (21 %): base imponible 17,16 € e IVA 3,60 €',
    );
    await wizard.expectAccessible();
    await wizard.continue();

    await expect(wizard.main.getByRole('heading', { level: 1, name: 'Nota Simple añadida a la cesta' })).toBeFocused();
    await wizard.expectAccessible();
    await wizard.storefront.expectCartCount(1);
    const cart = await wizard.storefront.openCart();
    const line = cart.getByRole('listitem');
    for (const answer of ['Nota Simple', 'Titular: Ana Ruiz Pérez', 'Dirección: Calle Feria 12, 2º A', 'Municipio: Sevilla (Sevilla)']) {
      await expect(line).toContainText(answer);
    }
  });

  test('[nota simple] after No to "¿Conoces el nombre del titular?" the owner is not asked for and shown as unknown, with the backend’s note; changing it to Yes asks the name and comes back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const wizard = new NotaSimpleWizard(page);
    await wizard.start(9);
    await wizard.expectRunningPrice('desde 20,76 €');
    await wizard.choose('¿Sabes a nombre de quién está el inmueble?', 'No');
    await wizard.continue();
    await wizard.expectStep(2, 7, '¿Dónde está el inmueble?');
    await expect(wizard.main.getByRole('textbox', { name: /Nombre y apellidos del titular/ })).toHaveCount(0);
    await wizard.expectRunningPrice('desde 20,76 €');
    await wizard.fill('Dirección del inmueble', 'Avenida del Mar 3');
    await wizard.continue();
    await wizard.pickByKeyboard(wizard.municipality(), 'Marbel', 'Marbella (Málaga)');
    await expect(
      wizard.main.getByText('El registro de Marbella tiene mucho trabajo estos días: la entrega puede retrasarse.'),
    ).toBeVisible();
    await wizard.continue();
    await wizard.choose('¿Quieres el servicio urgente?', /No, servicio normal/);
    await wizard.continue();
    await wizard.continue();

    await wizard.expectStep(6, 7);
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Titular desconocido' })).toBeVisible();
    await expect(
      wizard.main.getByText('Sin el nombre del titular buscaremos la finca por su dirección; puede tardar algo más.'),
    ).toBeVisible();
    await expect(
      wizard.main.getByText('El registro de Marbella tiene mucho trabajo estos días: la entrega puede retrasarse.'),
    ).toBeVisible();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

    // The buyer remembers the owner: Yes on step1 makes the name's step necessary, and after it the review again.
    await wizard.changeAnswer('Titular');
    await wizard.expectStep(1, 7, '¿Conoces el nombre del titular?');
    await wizard.choose('¿Sabes a nombre de quién está el inmueble?', 'Sí');
    await wizard.continue();
    await wizard.expectStep(2, 8, '¿Quién es el titular?');
    await wizard.fill(/Nombre y apellidos del titular/, 'Pedro Sanz Gil');
    await wizard.continue();
    await wizard.expectStep(7, 8, 'Revisa tu solicitud');
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Pedro Sanz Gil' })).toBeVisible();
  });

  test('[nota simple] urgent service of a registry that delivers in 2 hours becomes custom, and the cart says so', async ({ page }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.start(1);
    await wizard.answerOwnerAndAddress('Luis Marín', 'Calle Amantes 4');
    await wizard.pickByKeyboard(wizard.municipality(), 'Teruel', 'Teruel (Teruel)');
    await wizard.continue();
    await wizard.choose('¿Quieres el servicio urgente?', /Sí, servicio urgente \(32,76 €\)/);
    await expect(
      wizard.main.getByText('Servicio urgente personalizado: el registro de Teruel la entrega antes de 2 horas laborables.'),
    ).toBeVisible();
    await wizard.continue();
    await wizard.continue();
    await expect(wizard.main.getByText('Servicio urgente personalizado: este registro entrega en 2 horas laborables.')).toBeVisible();
    await wizard.continue();
    await wizard.expectPriceBreakdown(
      [
        ['Nota Simple', '20,76 €'],
        ['Servicio urgente', '12 €'],
        ['Total', '32,76 €'],
      ],
      'IVA incluido (21 %): base imponible 27,07 € e IVA 5,69 €',
    );
    await wizard.continue();

    const cart = await wizard.storefront.openCart();
    const line = cart.getByRole('listitem');
    for (const answer of [
      'Nota Simple urgente',
      'Titular: Luis Marín',
      'Municipio: Teruel (Teruel)',
      'Urgente: antes de 2 horas laborables',
    ]) {
      await expect(line).toContainText(answer);
    }
  });

  test('[nota simple] on a Portuguese store the wizard redirects to servicios', async ({ page }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.start(16);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=16'));
    await wizard.storefront.open(ROUTES.simpleNote.step('step4'), 16);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=16'));
  });

  test('[nota simple] on a store that does not sell it (English store 18, birth-certificate store 22) the wizard redirects to servicios, keeping the query string', async ({
    page,
  }) => {
    const wizard = new NotaSimpleWizard(page);
    for (const storeId of [18, 22]) {
      await page.goto(`${ROUTES.simpleNote.step('step1')}?store=${storeId}&utm_source=mail`);
      await expect(page).toHaveURL(new RegExp(`/servicios\\?store=${storeId}&utm_source=mail$`));
    }
    await wizard.storefront.open(ROUTES.simpleNote.addToCart, 18);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=18'));
  });

  test('[nota simple] a deep link to step5 goes back to the first invalid step, keeping the query string', async ({ page }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.start(12, 'step5');
    await expect(page).toHaveURL(atRoute(ROUTES.simpleNote.step('step1'), '?store=12'));
    await wizard.expectStep(1, 8);

    await wizard.answerOwnerAndAddress('Ana Ruiz Gómez', 'Calle Feria 12');
    await page.goto(`${ROUTES.simpleNote.step('step5')}?store=12&utm_source=mail`);
    await expect(page).toHaveURL(atRoute(ROUTES.simpleNote.step('step4'), '?store=12&utm_source=mail'));
    await wizard.expectStep(4, 8);
  });

  test('[cart] editing the nota simple in the cart changes how the cart shows it', async ({ page, admin }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.storefront.allowCart();
    await wizard.storefront.open(ROUTES.services, 14);
    await admin.seed(SCENARIOS.cartWithTwoItems, 14);
    await wizard.storefront.open(ROUTES.services, 14);

    let cart = await wizard.storefront.openCart();
    await cart.getByRole('button', { name: 'Editar Nota Simple' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Nota Simple' });
    await expect(dialog).toBeVisible();
    await wizard.expectAccessible();
    await dialog.getByRole('textbox', { name: /Nombre y apellidos del titular/ }).fill('Marta Gil Sanz');
    await dialog.getByRole('textbox', { name: /Dirección del inmueble/ }).fill('Calle Santiago 3');
    await expect(dialog.getByRole('combobox', { name: 'Municipio' })).toHaveValue('Madrid (Madrid)');
    await wizard.pickByKeyboard(dialog.getByRole('combobox', { name: 'Municipio' }), 'Vallado', 'Valladolid (Valladolid)');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);

    cart = await wizard.storefront.openCart();
    const line = cart.getByRole('listitem').filter({ hasText: 'Nota Simple' });
    for (const answer of ['Titular: Marta Gil Sanz', 'Dirección: Calle Santiago 3', 'Municipio: Valladolid (Valladolid)']) {
      await expect(line).toContainText(answer);
    }
  });
});
