import { endpoints } from '#contracts/api/endpoints.ts';
import { Account } from '../../pages/account.ts';
import { expect, test } from '../../support/test.ts';
import { EVERY_STATUS_ORDERS } from '../../support/scenario-orders.ts';

/** A real PDF of ~3 MB, so the upload takes long enough for its progress to show. */
function scannedPdf(): Buffer {
  const header = Buffer.from('%PDF-1.7\n% escaneo del certificado de últimas voluntades\n');
  return Buffer.concat([header, Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
}

test('[uploads] a will copy takes the document it asks for: progress shows, and the order lists the file', async ({ page, admin }) => {
  const account = new Account(page);
  await account.seedCustomerWithOrders();
  await account.openOrder(EVERY_STATUS_ORDERS.upload);
  const item = account.item('Copia de testamento');
  const input = item.getByLabel('Enviar un documento para Copia de testamento');

  await input.setInputFiles({ name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(item.getByRole('alert').first()).toHaveText('programa.exe no es un PDF, JPG ni PNG.');

  await input.setInputFiles({ name: 'ultimas-voluntades.pdf', mimeType: 'application/pdf', buffer: scannedPdf() });
  await expect(item.getByRole('alert').first()).toHaveText('');
  // The server answers late, so the bar is still there, full, however fast the bytes travel on loopback.
  await admin.failNext({ path: endpoints.pushFilesToPedido.path, times: 1, delayMs: 1500 });
  await item.getByRole('button', { name: 'Enviar', exact: true }).click();
  const progress = item.getByRole('progressbar', { name: 'Enviando ultimas-voluntades.pdf' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(item.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expect(item.getByRole('status')).toHaveText('Hemos recibido ultimas-voluntades.pdf.');
  await expect(item.getByRole('listitem').filter({ hasText: /^ultimas-voluntades\.pdf, 3 MB, enviado el/ })).toBeVisible();

  await page.reload();
  await expect(account.item('Copia de testamento').getByText(/^ultimas-voluntades\.pdf, 3 MB, enviado el/)).toBeVisible();
});
