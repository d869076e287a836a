import { atRoute } from '../../support/route-url.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { Account, newCustomerEmail } from '../../pages/account.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { Admin } from '../../support/admin.ts';
import { EVERY_STATUS_ORDERS, PORTUGUESE_CERTIDAO_ORDER } from '../../support/scenario-orders.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const ORDERS = EVERY_STATUS_ORDERS;
/** An order id of the same shape that no customer has. */
const ORDER_NOBODY_HAS = '1400999991';

test.describe('the account area', () => {
  test('[account] the customer logs out and back in from the header and sees each order with its spec 4 label', async ({ page }) => {
    const account = new Account(page);
    await account.logInAsCustomerWithOrders();

    await expect(account.main.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeFocused();
    await expect(page).toHaveTitle(/^Mis pedidos \| /);
    const headings = account.main.getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText(`Pedido ${ORDERS.unpaid}`);
    for (const [orderId, label, cssClass] of [
      [ORDERS.unpaid, 'Pendiente de Pago', 'incompleto'],
      [ORDERS.pendingTramitation, 'Pendiente de tramitar', null],
      [ORDERS.inTramitation, 'En tramitación', 'tramitandose'],
      [ORDERS.incidence, 'Incidencia', null],
      [ORDERS.expiredNotaSimple, 'Listo', 'disponible'],
      [ORDERS.refunded, 'Abonado', null],
    ] as const) {
      const badge = account.order(orderId).getByText(label, { exact: true }).first();
      await expect(badge).toBeVisible();
      if (cssClass) await expect(badge).toHaveClass(new RegExp(`\\b${cssClass}\\b`));
    }
    await expectNoSeriousViolations(page);
  });

  test('[account] the simulated clock moves an order on: the customer sees its label change', async ({ page, admin }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrders();
    await expect(account.order(ORDERS.unpaid).getByText('Pendiente de Pago')).toBeVisible();
    await admin.advanceClock(1);
    await page.reload();
    await expect(account.order(ORDERS.unpaid).getByText('Pendiente de tramitar')).toBeVisible();
    await admin.advanceClock(4);
    await page.reload();
    await expect(account.order(ORDERS.unpaid).getByText('Listo')).toBeVisible();
  });

  test('[account] an order opens its invoice PDF, and its delivered document in a viewer loaded only when asked', async ({ page }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrder(ORDERS.expiredNotaSimple);
    const item = account.item('Nota Simple');
    await expect(item.getByRole('definition').filter({ hasText: 'Jordi Puig Ferrer' }).first()).toBeVisible();

    const [popup] = await Promise.all([page.waitForEvent('popup'), account.main.getByRole('link', { name: /^Factura \d+$/ }).click()]);
    await expect(popup).toHaveURL(/\.pdf$/);
    const pdf = await page.request.get(popup.url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await popup.close();

    await expect(page.locator('iframe')).toHaveCount(0);
    await item.getByRole('button', { name: 'Ver el documento' }).click();
    await expect(page.getByTitle('Documento de Nota Simple')).toBeVisible();
  });

  test('[wallet] a Nota Simple delivered over 60 days ago shows as expired and is renewed into the cart at its price', async ({ page }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrder(ORDERS.expiredNotaSimple);
    const item = account.item('Nota Simple');
    await expect(item.getByText('Caducado', { exact: true })).toBeVisible();
    await expect(item).toContainText('Esta Nota Simple tiene más de 60 días');
    await expectNoSeriousViolations(page);
    await item.getByRole('button', { name: 'Renovar Nota Simple' }).click();
    await expect(item.getByRole('status')).toContainText('Hemos añadido la renovación a tu cesta por 20,76 €.');
    await account.storefront.open(ROUTES.services, 14);
    await account.storefront.expectCartCount(1);
  });

  test('[account] a Portuguese customer reads the account in Portuguese, with the Portuguese labels of spec 4', async ({ page, admin }) => {
    const account = new Account(page);
    await admin.seed(SCENARIOS.portugueseCustomerWithOrders, 16, newCustomerEmail('cliente-pt'));
    await account.openOrders(16);
    await expect(account.main.getByRole('heading', { level: 1, name: 'As minhas encomendas' })).toBeVisible();
    await expect(account.accountButton()).toHaveText('A minha conta');
    for (const label of ['Pendente de pagamento', 'A processar', 'Incidência', 'Reembolsado', 'Listo'])
      await expect(account.main.getByText(label, { exact: true }).first()).toBeVisible();
    await account.main.getByRole('link', { name: `Encomenda ${PORTUGUESE_CERTIDAO_ORDER}` }).click();
    await expect(account.main.getByRole('heading', { level: 1, name: `Encomenda ${PORTUGUESE_CERTIDAO_ORDER}` })).toBeVisible();
    await expect(account.item('Certidão Permanente')).toContainText(/Válido até .+ (Faltam|Falta) \d+ dias?/);
    await expectNoSeriousViolations(page);
  });

  test('[account] finalize is reached from an item that needs more data', async ({ page }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrders();
    await account.main.getByRole('link', { name: `Completar Nota Simple del pedido ${ORDERS.toFinalize}` }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.checkout.finalizePattern, '?store=14'));
    await expect(account.main.getByRole('heading', { level: 1, name: 'Completa tu pedido' })).toBeVisible();
    await expect(account.main).toContainText(ORDERS.toFinalize);
  });

  test('[account] a second customer cannot see the first one’s orders, by the API or in the account, nor tell they exist', async ({
    page,
    browser,
  }) => {
    const account = new Account(page);
    await account.seedCustomerWithOrders();
    expect((await page.request.get(`/desktopapp/rest/pedidos?id=${ORDERS.expiredNotaSimple}`)).status()).toBe(200);

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
    try {
      const otherPage = await other.newPage();
      /** The answer to a call about the owner's order, and to the same call about an order nobody has: the same. */
      const answersAlike = async (call: (orderId: string) => string) => {
        const owners = await otherPage.request.get(call(ORDERS.expiredNotaSimple));
        const nobodys = await otherPage.request.get(call(ORDER_NOBODY_HAS));
        expect(owners.status(), call('…')).toBe(nobodys.status());
        expect((await owners.text()).replaceAll(ORDERS.expiredNotaSimple, '<id>'), call('…')).toBe(
          (await nobodys.text()).replaceAll(ORDER_NOBODY_HAS, '<id>'),
        );
      };
      await answersAlike((id) => `/desktopapp/rest/pedidos?id=${id}`);
      const second = new Account(otherPage);
      await new Admin(otherPage.request).seed(SCENARIOS.secondCustomerWithAnOrder, 14, newCustomerEmail('otra'));
      await answersAlike((id) => `/desktopapp/rest/pedidos?id=${id}`);
      await answersAlike((id) => `/desktopapp/rest/invoice/?order_id=${id}`);
      await second.openOrder(ORDERS.expiredNotaSimple);
      await expect(second.main.getByRole('alert')).toHaveText('No encontramos este pedido entre los tuyos.');
      await second.openOrders();
      await expect(second.order(ORDERS.expiredNotaSimple)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
