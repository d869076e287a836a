import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { TEST_CARDS, typedCardNumber } from '#contracts/fake-backend/demo-data.ts';
import { notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { LOCAL_KEY, SESSION_KEY, purchaseKey } from '../../../client/src/lib/storage.ts';

/** docs/reference/fake-backend.md "Customers and payments". */
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
    await page.addInitScript(
      ([key, form]) => {
        if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, JSON.stringify({ date: Date.now(), form }));
      },
      [SESSION_KEY.last_ns_form, notaSimpleFormExample()] as const,
    );
    await storefront.open(ROUTES.register, 14);
    await expectNoSeriousViolations(page);
    await checkout.register(newBuyerEmail());

    await expect(page).toHaveURL(atRoute(ROUTES.payment.choose, '?store=14'));
    await expectNoSeriousViolations(page);
    await checkout.chooseMethod('Tarjeta de crédito o débito');

    await expect(page).toHaveURL(atRoute(ROUTES.payment.card, '?store=14'));
    const number = page.getByLabel('Número de tarjeta');
    await number.fill(MISTYPED_CARD);
    await expect(page.getByText('El número de tarjeta es inválido')).toBeVisible();
    await number.fill('');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByText('Selecciona el mes y año')).toBeVisible();
    await expectNoSeriousViolations(page);
    await number.fill(CHALLENGE_CARD);
    await expect(page.getByText('Tarjeta Visa. El número de tarjeta es válido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar 140,52 €' })).toBeVisible();
    await checkout.payByCard(CHALLENGE_CARD);

    await expect(page.getByRole('heading', { name: '3D Secure verification (simulated)' })).toBeVisible();
    await checkout.expectNoCardNumberKept(CHALLENGE_CARD);
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    const orderId = await checkout.expectSuccess();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: `Pedido ${orderId}` })).toBeVisible();
    await expect(page.getByText('Estado: Pagado')).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: 'Nota Simple, referencia NS-2026-000123' })).toContainText('20,76 €');
    await expect(main.getByRole('listitem').filter({ hasText: 'Copia de escritura, referencia' })).toContainText('119,76 €');
    await expect(main.getByText('Total: 140,52 €')).toBeVisible();
    await expect(main.getByText('IVA incluido: 24,39 € (21 %)')).toBeVisible();
    await expect(main.getByText(/Te enviaremos los documentos por email a comprador-/)).toBeVisible();
    await expect(main.getByText(/Hemos creado tu cuenta con comprador-/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', ROUTES.account.orders);
    // no empty billing fields: billing details are an optional action
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Añadir datos de facturación' })).toBeVisible();
    // the paid items left the cart: the header shows no cart
    await expect(storefront.cartButton()).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await checkout.expectNoCardNumberKept(CHALLENGE_CARD);

    const tracked = () =>
      page.evaluate(
        (lastNoteKey) => ({
          purchases: ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase')
            .length,
          conversions: (window as { opfConversions?: string[] }).opfConversions ?? [],
          lastNote: window.sessionStorage.getItem(lastNoteKey),
        }),
        SESSION_KEY.last_ns_form,
      );
    await expect.poll(tracked).toMatchObject({ purchases: 1, conversions: [orderId] });
    expect(JSON.parse((await tracked()).lastNote ?? '{}')).toMatchObject({ successful: true });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), purchaseKey(orderId))).toBe('1');

    await page.reload();
    await checkout.expectSuccess();
    await expect(page.getByText('Estado: Pagado')).toBeVisible();
    expect(await tracked()).toMatchObject({ purchases: 0, conversions: [] });
  });

  test('[card] a declined card lands on servicios/reset, says why, and offers paying again with the cart intact', async ({
    storefront,
    page,
  }) => {
    const checkout = new Checkout(page);
    await checkout.startAsNewBuyer(14);
    await checkout.chooseMethod('Tarjeta de crédito o débito');
    await checkout.payByCard(DECLINED_CARD);

    await expect(page).toHaveURL(atRoute(ROUTES.servicesReset, '?store=14'));
    await checkout.expectNoCardNumberKept(DECLINED_CARD);
    const notice = checkout.failureNotice(CARD_FAILED);
    await expect(notice).toContainText('Tu banco ha rechazado la tarjeta.');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCAL_KEY.temporal_invalid_payment)).toBe('0');
    await storefront.expectCartCount(2);

    await notice.getByRole('link', { name: 'Pagar con otro método' }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.payment.retry, '?store=14'));
    await expect(page.getByRole('heading', { level: 2, name: 'Elige otro método de pago' })).toBeVisible();
    const methods = page.getByRole('list', { name: 'Métodos de pago' });
    await expect(methods.getByRole('button', { name: 'Bizum' })).toBeVisible();
    await expect(methods.getByRole('button', { name: 'Tarjeta de crédito o débito' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Tu pedido' });
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary.getByRole('listitem').filter({ hasText: 'Nota Simple' })).toContainText('20,76 €');
    await expect(summary.getByRole('listitem').filter({ hasText: 'Copia de escritura' })).toContainText('119,76 €');
    await expect(summary.getByText('Total: 140,52 €')).toBeVisible();
    await storefront.expectCartCount(2);
    await checkout.expectNoCardNumberKept(DECLINED_CARD);
  });
});
