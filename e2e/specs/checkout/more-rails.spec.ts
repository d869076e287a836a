import { patternSource, ROUTES } from '#contracts/constants/client-routes.ts';
import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS, SEEDED_QUOTE_ID } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { expect, test } from '../../support/test.ts';
import { LOCAL_KEY } from '../../../client/src/lib/storage.ts';

const CHALLENGE_CARD = TEST_CARDS.challenge;
const INSUFFICIENT_FUNDS_CARD = TEST_CARDS.insufficientFunds;

test.describe('MONEI, existing orders and quotes', () => {
  test('[monei] a buyer on an English store pays on MONEI’s page', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems, 17);
    await storefront.open(ROUTES.register, 17);
    await page.getByLabel('Email').fill(newBuyerEmail());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('list', { name: 'Payment methods' }).getByRole('button', { name: 'Secure payment with MONEI' }).click();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'MONEI (simulated)' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();

    await expect(page).toHaveURL(atRoute(ROUTES.checkout.successOfPattern));
    await expect(page.getByText('Status: Paid')).toBeVisible();
  });

  test('[monei] Multibanco through MONEI shows its reference on store 16', async ({ storefront, admin, page }) => {
    const checkout = new Checkout(page);
    await admin.seed(SCENARIOS.cartWithTwoItems, 16);
    await storefront.open(ROUTES.register, 16);
    await page.getByLabel('Email').fill(newBuyerEmail());
    await page.getByRole('button', { name: 'Seguinte' }).click();
    await checkout.chooseMethod('Multibanco (MONEI)');
    await checkout.confirmAndPay();

    await expect(page).toHaveURL(new RegExp(`${patternSource(ROUTES.payment.moneiMultibanco)}\\?store=16&order_id=\\d+$`));
    await expect(page.getByRole('definition').first()).toHaveText('21312');
    await expect(page.getByRole('link', { name: 'Ver o comprovativo' })).toHaveAttribute('href', /\/monei\/voucher\/\d{9}$/);
  });

  test('[card] a failed 3DS challenge takes the failure path and an insufficient-funds card too', async ({ storefront, page }) => {
    const checkout = new Checkout(page);
    await checkout.startAsNewBuyer(14);
    await checkout.chooseMethod('Tarjeta de crédito o débito');
    await checkout.payByCard(CHALLENGE_CARD);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(checkout.failureNotice(/Ha fallado el intento de pago/)).toContainText(
      'Tu banco no ha podido confirmar el pago (3-D Secure).',
    );
    await checkout.expectFailureNotice(/Ha fallado el intento de pago/);
    await storefront.expectCartCount(2);
    await checkout.expectNoCardNumberKept(CHALLENGE_CARD);

    // Logged in now (the checkout registered the buyer): the method must be picked again.
    await page.goto(ROUTES.payment.choose);
    await checkout.chooseMethod('Tarjeta de crédito o débito');
    await expect(page).toHaveURL(atRoute(ROUTES.checkout.start));
    // The store's language, as on the Portuguese twin's 'Finalizar a encomenda' (issue 27): never the English 'Checkout'.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalizar el pedido');
    await expect(page).toHaveTitle(/^Finalizar el pedido \| /);
    await checkout.payByCard(INSUFFICIENT_FUNDS_CARD);
    await expect(checkout.failureNotice(/Ha fallado el intento de pago/)).toContainText(
      'La tarjeta no tiene saldo suficiente para este pago.',
    );
    await checkout.expectFailureNotice(/Ha fallado el intento de pago/);
    await checkout.expectNoCardNumberKept(INSUFFICIENT_FUNDS_CARD);
  });

  test('[payment] an order awaiting payment can be paid another way from customer/payment/order/{id}', async ({
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
    const orderId = await checkout.expectSuccess();

    await page.goto(ROUTES.payment.order(orderId));
    await expect(page.getByText(new RegExp(`Pedido ${orderId} pendiente de pago`))).toBeVisible();
    await checkout.chooseMethod('PayPal');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    expect(await checkout.expectSuccess()).toBe(orderId);
    await expect(page.getByText('Estado: Pagado')).toBeVisible();

    await page.goto(ROUTES.payment.order(orderId));
    await expect(page.getByText('Este pedido ya está pagado.')).toBeVisible();
  });

  test('[payment] a saved quote opens as the cart on customer/payment/quote/{id}', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, JSON.stringify('ana@example.com')),
      LOCAL_KEY.temporal_validated_email,
    );
    await storefront.open(ROUTES.payment.quote(SEEDED_QUOTE_ID), 14);
    await expect(page.getByRole('heading', { name: 'Tu pedido' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Tu pedido' });
    await expect(summary.getByRole('listitem').filter({ hasText: 'Nota Simple' })).toContainText('20,76 €');

    await page.goto(ROUTES.payment.quote('1'));
    await expect(page.getByText('Este presupuesto ya no está disponible.')).toBeVisible();
  });

  test('[guards] payment without a logged-in customer or a temporary e-mail goes to register', async ({ storefront, admin, page }) => {
    await admin.seed(SCENARIOS.cartWithTwoItems);
    await storefront.open(ROUTES.payment.card, 14);
    await expect(page).toHaveURL(atRoute(ROUTES.register, '?store=14'));
  });
});
