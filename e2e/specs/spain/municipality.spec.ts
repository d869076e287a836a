import { atRoute } from '../../support/route-url.ts';
import { NotaSimpleWizard } from '../../pages/spain-wizards.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

test.describe('municipality landing pages (spec 2)', () => {
  test('[municipality] a landing page shows its registries and leads into the Nota Simple with the municipality filled in', async ({
    page,
  }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.storefront.open(ROUTES.municipality('NotaSimpleRegistroPropiedad', 'sevilla'), 14);

    await expect(wizard.main.getByRole('heading', { level: 1, name: 'Nota Simple del Registro de la Propiedad de Sevilla' })).toBeVisible();
    await expect(page).toHaveTitle(/Sevilla/);
    await expect(wizard.main.getByRole('listitem').filter({ hasText: 'Registro de la Propiedad de Sevilla número 17' })).toBeVisible();
    await wizard.expectAccessible();

    await wizard.main.getByRole('link', { name: 'Solicitar Nota Simple en Sevilla' }).click();
    await expect(wizard.main.getByText('Municipio: Sevilla (Sevilla).')).toBeVisible();
    await wizard.expectAccessible();
    await wizard.main.getByRole('button', { name: 'Sí, quiero una Nota Simple' }).click();
    await wizard.answerOwnerAndAddress('Ana Ruiz Gómez', 'Calle Feria 12');

    await wizard.expectStep(4, 8);
    await expect(wizard.municipality()).toHaveValue('Sevilla (Sevilla)');
    await wizard.continue();
    await wizard.expectStep(5, 8);
  });

  test('[municipality] the registry page of a big city lists its numbered offices, titled with its name', async ({ page }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.storefront.open(ROUTES.municipality('RegistroPropiedad', 'madrid'), 9);
    await expect(wizard.main.getByRole('heading', { level: 1, name: 'Registro de la Propiedad de Madrid' })).toBeVisible();
    await expect(page).toHaveTitle(/^Registro de la Propiedad – Madrid \| /);
    await expect(wizard.main.getByRole('listitem').filter({ hasText: /^Registro de la Propiedad de Madrid número 18:/ })).toBeVisible();
  });

  for (const [storeId, folder, title] of [
    [16, 'RegistroPropiedad', /^Serviços \| /],
    [18, 'NotaSimpleRegistroPropiedad', /^Services \| /],
  ] as const) {
    test(`[municipality] on store ${storeId}, which does not sell the Nota Simple, /${folder}/madrid lands on servicios with its query kept (issue 41)`, async ({
      page,
      storefront,
    }) => {
      await page.goto(`${ROUTES.municipality(folder, 'madrid')}?store=${storeId}&utm_source=x`);
      await expect(page).toHaveURL(atRoute(ROUTES.services, `?store=${storeId}&utm_source=x`));
      await storefront.expectAppReady();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('main').getByRole('link', { name: /Nota Simple/ })).toHaveCount(0);
    });
  }

  test('[municipality] an unknown municipality gets a not-found page that links to the services chooser', async ({ page }) => {
    const wizard = new NotaSimpleWizard(page);
    await wizard.storefront.open(ROUTES.municipality('RegistroPropiedad', 'atlantida'), 14);
    await expect(wizard.main.getByRole('heading', { level: 1, name: 'No encontramos ese municipio' })).toBeVisible();
    await expect(page).toHaveTitle(/Municipio no encontrado/);
    await wizard.expectAccessible();
    await wizard.main.getByRole('link', { name: 'Ver todos los servicios' }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=14'));
  });
});
