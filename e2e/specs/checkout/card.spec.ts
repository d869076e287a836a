import { SCENARIOS } from '#contracts/admin.ts';
import { TEST_CARDS, typedCardNumber } from '#contracts/demo-data.ts';
import { notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

/** README "Test cards". */
const CHALLENGE_CARD = TEST_CARDS.challenge;
const DECLINED_CARD = TEST_CARDS.declined;
/** The challenge card with its last digit mistyped, as typed: it fails the card number's check digit. */
const MISTYPED_CARD = typedCardNumber(CHALLENGE_CARD).replace(/0$/, '1');
const CARD_FAILED = 'Ha fallado el intento de pago, te ofrecemos nuevos métodos de pago alternativos para que puedas finalizar tu pedido.';

test.describe('paying by card', () => {
  test('[card] a new buyer pays by card with a 3DS challenge and sees the success page once', async ({ storefront, admin, page }) => {
    const checkout = new Checkout(page);
    await admin.seed(SCENARIOS.cartWithTwoItems);
    // A Nota Simple form of this session, which the success page stamps successful (spec 4).
    await page.addInitScript((form) => {
      if (!window.sessionStorage.getItem('last_ns_form')) {
        window.sessionStorage.setItem('last_ns_form', JSON.stringify({ date: Date.now(), form }));
      }
    }, notaSimpleFormExample());
    await storefront.open('/customer/register', 14);
    await expectNoSeriousViolations(page);
    await checkout.register(newBuyerEmail());

    await expect(page).toHaveURL(/\/customer\/payment$/);
    await expectNoSeriousViolations(page);
    await checkout.chooseMethod('Tarjeta de crédito o débito');

    await expect(page).toHaveURL(/\/customer\/payment\/cc$/);
    const number = page.getByLabel('Número de tarjeta');
    await number.fill(MISTYPED_CARD);
    await expect(page.getByText('El número de tarjeta es inválido')).toBeVisible();
    await number.fill('');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByText('Selecciona el mes y año')).toBeVisible();
    await expectNoSeriousViolations(page);
    await number.fill(CHALLENGE_CARD);
    await expect(page.getByText('El número de tarjeta es válido')).toBeVisible();
    await checkout.payByCard(CHALLENGE_CARD);

    await expect(page.getByRole('heading', { name: '3D Secure verification (simulated)' })).toBeVisible();
    await checkout.expectNoCardNumberKept(CHALLENGE_CARD);
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    const orderId = await checkout.expectSuccess();
    await expect(page.getByText('Estado: Pagado')).toBeVisible();
    await expect(page.getByText('Nota Simple, referencia NS-2026-000123')).toBeVisible();
    await expectNoSeriousViolations(page);
    await checkout.expectNoCardNumberKept(CHALLENGE_CARD);

    const tracked = () =>
      page.evaluate(() => ({
        purchases: ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase').length,
        conversions: (window as { opfConversions?: string[] }).opfConversions ?? [],
        lastNote: window.sessionStorage.getItem('last_ns_form'),
      }));
    await expect.poll(tracked).toMatchObject({ purchases: 1, conversions: [orderId] });
    expect(JSON.parse((await tracked()).lastNote ?? '{}')).toMatchObject({ successful: true });
    expect(await page.evaluate((id) => window.localStorage.getItem(`purchase${id}`), orderId)).toBe('1');

    await page.reload();
    await checkout.expectSuccess();
    await expect(page.getByText('Estado: Pagado')).toBeVisible();
    expect(await tracked()).toMatchObject({ purchases: 0, conversions: [] });
  });

  test('[card] a declined card lands on servicios/reset with the snackbar and keeps the cart', async ({ storefront, page }) => {
    const checkout = new Checkout(page);
    await checkout.startAsNewBuyer(14);
    await checkout.chooseMethod('Tarjeta de crédito o débito');
    await checkout.payByCard(DECLINED_CARD);

    await expect(page).toHaveURL(/\/servicios\/reset$/);
    await checkout.expectNoCardNumberKept(DECLINED_CARD);
    await checkout.expectFailureNotice(CARD_FAILED);
    expect(await page.evaluate(() => window.localStorage.getItem('temporal_invalid_payment'))).toBe('0');
    await storefront.expectCartCount(2);
    await checkout.expectNoCardNumberKept(DECLINED_CARD);
  });
});
