import { ROUTES } from '#contracts/constants/client-routes.ts';
import { Account } from '../../pages/account.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expect, test } from '../../support/test.ts';

/** The will copy asks for the certificate of last wills when the buyer has it (option 20058, a file). */
const WILL_COPY = '18480';

/**
 * Issue 41: a file chosen in a wizard lived in the page's memory only, so a buyer who paid on PayPal's page came back
 * to a success page that had lost it. The browser keeps it (IndexedDB) until it is sent.
 */
test('[uploads] the file chosen in the wizard is still sent to the order after paying on PayPal’s page', async ({ page }) => {
  const flow = new ProductFlow(page);
  const checkout = new Checkout(page);
  await flow.start(WILL_COPY, 14);
  await flow.fill('Nombre y apellidos del fallecido', 'Antonio Pérez Gil');
  await flow.continue();
  await flow.fill('Fecha de defunción', '3-feb-2025');
  await flow.continue();
  await flow.choose('¿Tienes el certificado de últimas voluntades?', 'Sí');
  await flow.continue();
  await flow.main.getByLabel('Sube el certificado de últimas voluntades').setInputFiles({
    name: 'ultimas-voluntades.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n% certificado\n%%EOF\n'),
  });
  await flow.continue();
  await flow.pick(/Tu relación con el fallecido/, 'Heredero o legatario');
  await flow.continue();
  await flow.addToCart();

  await flow.main.getByRole('link', { name: 'Finalizar compra' }).click();
  await checkout.register(newBuyerEmail());
  await checkout.chooseMethod('PayPal');
  // this browser keeps the file: nothing to upload again
  await expect(page.getByText(/Tu navegador no puede guardar/)).toHaveCount(0);
  await checkout.confirmAndPay();
  await expect(page.getByRole('heading', { name: 'PayPal (simulated)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();

  const orderId = await checkout.expectSuccess();
  await expect(page.getByRole('status').filter({ hasText: 'Hemos recibido ultimas-voluntades.pdf.' })).toBeVisible();

  const account = new Account(page);
  await account.openOrder(orderId);
  await expect(account.item('Copia de testamento').getByText(/^ultimas-voluntades\.pdf, .* enviado el/)).toBeVisible();
  // sent, it is no longer kept: coming back to the success page sends nothing again
  await page.goto(ROUTES.checkout.successOf(orderId));
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por tu pedido' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Los documentos de tu pedido' })).toHaveCount(0);
});
