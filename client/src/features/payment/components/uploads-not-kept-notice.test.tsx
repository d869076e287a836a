import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { pendingUploads } from '../../../lib/pending-uploads.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { UploadsNotKeptNotice } from './uploads-not-kept-notice.tsx';

const will = cartItemExample({
  id: '5001',
  product_id: '18480',
  product_name: 'Copia de testamento',
  options: [{ option_id: '20058', option_value: '', value: 'voluntades.pdf', print_value: 'voluntades.pdf', label: 'Certificado' }],
});

afterEach(() => {
  cleanup();
  pendingUploads.forget({ productId: '18480', optionId: '20058' });
  resetConfigState();
});

/** The checkout step's notice for a cart holding the will copy, its certificate chosen in the wizard. */
async function checkoutWithChosenFile(storeId: number, leavesPage: boolean): Promise<void> {
  configState.config = configExample({ store_id: storeId, loggedIn: true, customerEmail: 'ana@example.com' });
  pendingUploads.remember('18480', '20058', new File(['%PDF-1.7'], 'voluntades.pdf', { type: 'application/pdf' }));
  render(<UploadsNotKeptNotice items={[will]} leavesPage={leavesPage} />);
  await act(() => pendingUploads.matching([]));
}

// happy-dom has no IndexedDB: this browser cannot keep a file while the buyer is on the provider's page
describe('[uploads] a browser that cannot keep the chosen files says so before the buyer leaves to pay', () => {
  test.each([
    [14, 'Tu navegador no puede guardar voluntades.pdf mientras pagas: después de pagar, tendrás que subirlo de nuevo desde tus pedidos.'],
    [9, 'Tu navegador no puede guardar voluntades.pdf mientras pagas: después de pagar, tendrás que subirlo de nuevo desde tus pedidos.'],
    [
      16,
      'O seu navegador não consegue guardar voluntades.pdf durante o pagamento: depois de pagar, terá de o enviar novamente a partir das suas encomendas.',
    ],
    [17, 'Your browser cannot keep voluntades.pdf while you pay: after paying, you will need to upload it again from your orders.'],
  ] as const)('[uploads] on store %i, about to leave for the provider, the buyer reads: %s', async (storeId, line) => {
    await checkoutWithChosenFile(storeId, true);
    expect(screen.getByText(line)).toBeTruthy();
  });

  test('[uploads] paying by card on this page, the file is sent after paying: nothing to warn about', async () => {
    await checkoutWithChosenFile(14, false);
    expect(screen.queryByText(/Tu navegador no puede guardar/)).toBeNull();
  });
});
