import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '#contracts/api/payment.ts';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { type PushFilesOutcome, type UploadOptions, pushFilesToPedido } from '../../../api/push-files-to-pedido.ts';
import { pendingUploadsFor, rememberPendingUpload } from '../../../lib/pending-uploads.ts';
import { PendingUploads } from './pending-uploads.tsx';

vi.mock('../../../api/push-files-to-pedido.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  pushFilesToPedido: vi.fn(),
}));

afterEach(() => vi.mocked(pushFilesToPedido).mockReset());

const will = cartItemExample({
  id: '5001',
  order_id: '1400009001',
  product_id: '18480',
  product_name: 'Copia de testamento',
  options: [{ option_id: '20058', option_value: '', value: 'voluntades.pdf', print_value: 'voluntades.pdf', label: 'Certificado' }],
});
const order: Order = {
  order_id: '1400009001',
  state: 'paid',
  payment_method: 'cc',
  total: 45,
  items: [will],
  multibanco: null,
  bank: null,
};

describe('[uploads] after the order exists', () => {
  test('[uploads] the file chosen in the product flow is sent to its order item, with its progress, then forgotten', async () => {
    let progress: UploadOptions['onProgress'];
    let done: ((value: PushFilesOutcome) => void) | undefined;
    vi.mocked(pushFilesToPedido).mockImplementation((_order, _file, options = {}) => {
      progress = options.onProgress;
      return new Promise((resolve) => (done = resolve));
    });
    const file = new File(['%PDF-1.7 voluntades'], 'voluntades.pdf', { type: 'application/pdf' });
    rememberPendingUpload('18480', '20058', file);

    render(
      <MemoryRouter>
        <PendingUploads order={order} />
      </MemoryRouter>,
    );
    await act(async () => progress?.(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Enviando voluntades.pdf' }).getAttribute('aria-valuenow')).toBe('40');
    expect(vi.mocked(pushFilesToPedido).mock.calls[0]?.slice(0, 2)).toEqual(['1400009001', file]);
    expect(vi.mocked(pushFilesToPedido).mock.calls[0]?.[2]?.itemId).toBe('5001');
    await act(async () => done?.({ ok: true, item_id: '5001', files: [], config: configExample() }));
    expect(screen.getByRole('status').textContent).toBe('Hemos recibido voluntades.pdf.');
    expect(pendingUploadsFor([will])).toEqual([]);
  });

  test('[uploads] nothing shows when the buyer chose no file', () => {
    const { container } = render(
      <MemoryRouter>
        <PendingUploads order={order} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
    expect(pushFilesToPedido).not.toHaveBeenCalled();
  });
});
