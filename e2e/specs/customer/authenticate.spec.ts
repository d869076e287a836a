import { patternSource, ROUTES } from '#contracts/constants/client-routes.ts';
import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

test.describe('returning customers', () => {
  test('[authenticate] the spec messages for a bad address and a missing password, a clear error for a wrong one', async ({
    storefront,
    page,
  }) => {
    await storefront.open(ROUTES.authenticate, 14);
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: 'Email' });

    await email.fill('cliente@');
    await main.getByRole('button', { name: 'Entrar' }).click();
    await expect(main).toContainText('Por favor, introduce un email válido');

    await email.fill(DEMO_CUSTOMER.email);
    await main.getByRole('button', { name: 'Entrar' }).click();
    await expect(main).toContainText('Por favor, introduce tu contraseña');
    await expectNoSeriousViolations(page);

    await main.getByLabel('Contraseña').fill('not-the-password');
    await main.getByRole('button', { name: 'Entrar' }).click();
    await expect(main.getByRole('alert')).toHaveText('El email o la contraseña no son correctos.');
    await expect(page).toHaveURL(atRoute(ROUTES.authenticate, '?store=14'));
  });

  test('[authenticate] a forgotten password gives a link back to authenticate for that address, and the right one logs in', async ({
    storefront,
    admin,
    page,
  }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.open(ROUTES.authenticate, 14);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
    await main.getByRole('button', { name: 'He olvidado mi contraseña' }).click();

    const link = main.getByRole('status').getByRole('link', { name: 'Abrir el enlace de acceso' });
    await expect(main.getByRole('status')).toContainText(`a ${DEMO_CUSTOMER.email}.`);
    await expect(link).toHaveAttribute('href', `${ROUTES.authenticateAs(DEMO_CUSTOMER.email)}?store=14`);
    await link.click();
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_CUSTOMER.email);

    await main.getByLabel('Contraseña').fill(DEMO_CUSTOMER.password);
    await main.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(
      new RegExp(`(${patternSource(ROUTES.payment.choose)}|${patternSource(ROUTES.checkout.start)})\\?store=14$`),
    );
  });
});
