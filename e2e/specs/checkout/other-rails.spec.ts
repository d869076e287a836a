import { patternSource, ROUTES } from '#contracts/constants/client-routes.ts';
import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';
import { LOCAL_KEY } from '../../../client/src/lib/storage.ts';

test.describe('the other payment rails', () => {
  test('[paypal] a returning buyer logs in from the existing-email link and pays by PayPal', async ({ storefront, admin, page }) => {
    const checkout = new Checkout(page);
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.open(ROUTES.register, 14);
    await checkout.register(DEMO_CUSTOMER.email);
    await expect(page.getByText('Ya existe un cliente registrado con esta dirección.')).toBeVisible();
    await page.getByRole('link', { name: 'Identifícate aquí' }).first().click();

    await expect(page).toHaveURL((url) => url.pathname === ROUTES.authenticateAs(DEMO_CUSTOMER.email));
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Por favor, introduce tu contraseña')).toBeVisible();
    await page.getByLabel('Contraseña').fill('wrong-password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'El email o la contraseña no son correctos.' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Contraseña').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page).toHaveURL(atRoute(ROUTES.payment.choose, '?store=14'));
    await checkout.chooseMethod('PayPal');
    await expect(page).toHaveURL(atRoute(ROUTES.checkout.start, '?store=14'));
    await checkout.confirmAndPay();
    await expect(page.getByRole('heading', { name: 'PayPal (simulated)' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();

    await checkout.expectSuccess();
    await expect(page.getByText('Estado: Pagado')).toBeVisible();
  });

  test('[paypal] cancelling on PayPal lands on servicios/reset with the message and keeps the cart', async ({ storefront, page }) => {
    const checkout = new Checkout(page);
    await checkout.startAsNewBuyer(14);
    await checkout.chooseMethod('PayPal');
    await checkout.confirmAndPay();
    await page.getByRole('button', { name: 'Cancel and return to the store' }).click();

    await checkout.expectFailureNotice(/No se ha completado el pago con PayPal/);
    await storefront.expectCartCount(2);
    await page.goto(ROUTES.payment.retry);
    await expect(page.getByRole('heading', { name: 'Elige otro método de pago' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bizum' })).toBeVisible();
  });

  test('[bizum] a new buyer on a Spanish store pays with Bizum through Redsys', async ({ page }) => {
    const checkout = new Checkout(page);
    await checkout.startAsNewBuyer(9);
    await checkout.chooseMethod('Bizum');
    await checkout.confirmAndPay();
    await expect(page.getByRole('heading', { name: 'Bizum via Redsys (simulated)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve in the Bizum app' }).click();

    await checkout.expectSuccess();
    await expect(page.getByText('Estado: Pagado')).toBeVisible();
  });

  test('[bizum] a denied Bizum payment takes the failure path', async ({ storefront, page }) => {
    const checkout = new Checkout(page);
    await checkout.startAsNewBuyer(9);
    await checkout.chooseMethod('Bizum');
    await checkout.confirmAndPay();
    await page.getByRole('button', { name: 'Deny the payment' }).click();

    await checkout.expectFailureNotice(/No se ha completado el pago con Bizum/);
    await storefront.expectCartCount(2);
  });

  test('[multibanco] a buyer on store 16 gets a reference, which the bank then reports paid', async ({ storefront, admin, page }) => {
    const checkout = new Checkout(page);
    await admin.seed(SCENARIOS.cartWithTwoItems, 16);
    await storefront.open(ROUTES.register, 16);
    await page.getByLabel('Email').fill(newBuyerEmail());
    await page.getByRole('button', { name: 'Seguinte' }).click();
    await checkout.chooseMethod('Multibanco');
    await checkout.confirmAndPay();

    await expect(page).toHaveURL(new RegExp(`${patternSource(ROUTES.payment.multibanco)}\\?store=16&order_id=\\d+$`));
    await expect(page.getByRole('heading', { name: 'Pague com Multibanco' })).toBeVisible();
    const details = page.getByRole('definition');
    await expect(details.first()).toHaveText('21312');
    const reference = (await details.nth(1).innerText()).replace(/\s/g, '');
    expect(reference).toMatch(/^\d{9}$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCAL_KEY.multibanco_voucher_url)).toContain(reference);

    await page.getByRole('link', { name: 'Ver a encomenda' }).click();
    await checkout.expectSuccess();
    await expect(page.getByText('Estado: Pendente de pagamento')).toBeVisible();

    await admin.markMultibancoPaid(reference);
    await page.reload();
    await expect(page.getByText('Estado: Paga')).toBeVisible();
  });

  test('[bank] a logged-in customer pays by bank transfer and sees the bank details, pending payment', async ({
    storefront,
    admin,
    page,
  }) => {
    const checkout = new Checkout(page);
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.open(ROUTES.authenticate, 14);
    await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Contraseña').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await checkout.chooseMethod('Transferencia bancaria');
    await checkout.confirmAndPay();

    await checkout.expectSuccess();
    await expect(page.getByText('Estado: Pendiente de pago')).toBeVisible();
    await expect(page.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
    await expect(page.getByText(/^Pedido \d+$/).last()).toBeVisible();
  });
});
