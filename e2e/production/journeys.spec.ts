import { ROUTES } from '#contracts/constants/client-routes.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { Account } from '../pages/account.ts';
import { Checkout, newBuyerEmail } from '../pages/checkout.ts';
import { NotaSimpleWizard } from '../pages/spain-wizards.ts';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { atRoute } from '../support/route-url.ts';
import { EVERY_STATUS_ORDERS } from '../support/scenario-orders.ts';
import { expect, test } from '../support/test.ts';

/**
 * The buyer's main journeys through the storefront server as a deploy runs it, in front of a backend in another process
 * with 50 ms on every answer (playwright.production.config.ts). Each page's store comes from its host name.
 */

/** Stops or starts the profile's backend process (scripts/lib/production-profile.ts). */
async function backend(action: 'stop' | 'start'): Promise<void> {
  const control = process.env.BACKEND_CONTROL_URL;
  if (control === undefined) throw new Error('BACKEND_CONTROL_URL is not set: run this through playwright.production.config.ts');
  const answer = await fetch(`${control}/backend/${action}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`the backend did not ${action}: ${answer.status} ${await answer.text()}`);
}

/** The same address on another portal's host name (client/server/portals.json: store<id>.localhost). */
const onPortal = (baseURL: string | undefined, storeId: number, path: string) =>
  `${(baseURL ?? '').replace('127.0.0.1', `store${storeId}.localhost`)}${path}`;

/** The Nota Simple from the chooser to its last step, answered as a buyer would. */
const answerNotaSimple = (wizard: NotaSimpleWizard) => wizard.answerToConfirmation('Ana Ruiz Gómez', 'Calle Feria 12, 2º A');

test('[production] a new buyer goes from the chooser through the Nota Simple, registers and pays by card with 3-D Secure', async ({
  page,
  storefront,
}) => {
  const wizard = new NotaSimpleWizard(page);
  const checkout = new Checkout(page);
  await page.goto('/');
  await expect(page).toHaveURL(atRoute(ROUTES.services, 'any'));
  await storefront.expectAppReady();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Nota Simple/ })
    .first()
    .click();
  await answerNotaSimple(wizard);
  await wizard.continue();
  await expect(wizard.main.getByRole('heading', { level: 1, name: 'Nota Simple añadida a la cesta' })).toBeFocused();
  await storefront.expectCartCount(1);

  await page.goto(ROUTES.register);
  await checkout.register(newBuyerEmail());
  await expect(page).toHaveURL(atRoute(ROUTES.payment.choose));
  await checkout.chooseMethod('Tarjeta de crédito o débito');
  await checkout.payByCard(TEST_CARDS.challenge);
  await expect(page.getByRole('heading', { name: '3D Secure verification (simulated)' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  const orderId = await checkout.expectSuccess();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: `Pedido ${orderId}` })).toBeVisible();
  await expect(page.getByText('Estado: Pagado')).toBeVisible();
  await expect(page.getByRole('main').getByText('Total: 20,76 €')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('[production] a customer logs in, opens an order, gets its invoice PDF and uploads a document', async ({ page }) => {
  const account = new Account(page);
  await account.logInAsCustomerWithOrders();
  await expect(account.main.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeFocused();
  await account.openOrder(EVERY_STATUS_ORDERS.expiredNotaSimple);
  const [popup] = await Promise.all([page.waitForEvent('popup'), account.main.getByRole('link', { name: /^Factura \d+$/ }).click()]);
  const pdf = await page.request.get(popup.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();

  await account.openOrder(EVERY_STATUS_ORDERS.upload);
  const item = account.item('Copia de testamento');
  await item
    .getByLabel('Enviar un documento para Copia de testamento')
    .setInputFiles({ name: 'ultimas-voluntades.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
  await item.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(item.getByRole('status')).toHaveText('Hemos recibido ultimas-voluntades.pdf.');
  await page.reload();
  await expect(account.item('Copia de testamento').getByText(/^ultimas-voluntades\.pdf, .* enviado el/)).toBeVisible();
});

test('[production] a buyer pays by PayPal and comes back to the success page', async ({ page }) => {
  const checkout = new Checkout(page);
  await checkout.startAsNewBuyer(14);
  await checkout.chooseMethod('PayPal');
  await checkout.confirmAndPay();
  await expect(page.getByRole('heading', { name: 'PayPal (simulated)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await checkout.expectSuccess();
  await expect(page.getByText('Estado: Pagado')).toBeVisible();
});

test('[production] each portal answers on its host name in its own language, with the server’s markup', async ({ page, baseURL }) => {
  // The browser resolves every *.localhost name to this machine, as a deploy's DNS sends each portal's name to it.
  const response = await page.goto(onPortal(baseURL, 16, ROUTES.services));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="pt"');
  expect(html).toMatch(/<div id="root"><.+<h1/s);
  await expect(page.getByRole('heading', { level: 1, name: 'Os nossos serviços' })).toBeVisible();
  await page.goto(onPortal(baseURL, 17, ROUTES.services));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
});

test('[production] the backend stops mid-journey: the buyer is told, keeps every answer, and goes on once it is back', async ({
  page,
  admin,
  storefront,
}) => {
  const wizard = new NotaSimpleWizard(page);
  await admin.seed(SCENARIOS.emptyCart);
  await wizard.start(14);
  await answerNotaSimple(wizard);
  try {
    await backend('stop');
    await wizard.continue();
    await expect(wizard.main.getByRole('heading', { level: 1, name: 'No hemos podido añadir la Nota Simple a la cesta.' })).toBeVisible();
    await expect(wizard.main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // A page opened while the backend is down still comes, without the backend's data: the spec's error, the answers kept.
    await page.goto(ROUTES.simpleNote.step('step5'));
    await expect(page.getByRole('alert').filter({ hasText: 'Algo ha ido mal; por favor, inténtalo de nuevo más tarde.' })).toBeVisible();
    await wizard.expectStep(7, 8, 'Revisa tu solicitud');
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Ana Ruiz Gómez' })).toBeVisible();
    await expect(wizard.main.getByRole('definition').filter({ hasText: 'Sevilla (Sevilla)' })).toBeVisible();
  } finally {
    await backend('start');
  }
  await page.goto(ROUTES.simpleNote.step('step6'));
  await wizard.expectStep(8, 8, 'Confirma y añade a la cesta');
  await wizard.continue();
  await expect(wizard.main.getByRole('heading', { level: 1, name: 'Nota Simple añadida a la cesta' })).toBeFocused();
  const cart = await storefront.openCart();
  await expect(cart.getByRole('listitem')).toContainText('Titular: Ana Ruiz Gómez');
});
