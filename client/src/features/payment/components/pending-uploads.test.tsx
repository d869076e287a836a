import { ROUTES } from '#contracts/constants/client-routes.ts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '#contracts/api/payment.ts';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { type PushFilesOutcome, type UploadOptions, pushFilesToPedido } from '../../../api/push-files-to-pedido.ts';
import { pendingUploads } from '../../../lib/pending-uploads.ts';
import { memoryUploadKeeper } from '../../../testing/memory-upload-keeper.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { PendingUploads } from './pending-uploads.tsx';

vi.mock('../../../api/push-files-to-pedido.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  pushFilesToPedido: vi.fn(),
}));

/** What the browser kept (IndexedDB in a browser): the previous page, before the provider's, wrote it. */
const keeper = vi.hoisted(() => ({ current: null as ReturnType<typeof memoryUploadKeeper> | null }));
vi.mock('../../../lib/upload-keeper.ts', () => ({ openIndexedDbUploadKeeper: () => Promise.resolve(keeper.current) }));
keeper.current = memoryUploadKeeper();

afterEach(() => {
  vi.mocked(pushFilesToPedido).mockReset();
  keeper.current?.records.clear();
});

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
    pendingUploads.remember('18480', '20058', file);

    renderAt('/', <PendingUploads order={order} />);
    await screen.findByRole('progressbar');
    await act(async () => progress?.(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Enviando voluntades.pdf' }).getAttribute('aria-valuenow')).toBe('40');
    expect(vi.mocked(pushFilesToPedido).mock.calls[0]?.slice(0, 2)).toEqual(['1400009001', file]);
    expect(vi.mocked(pushFilesToPedido).mock.calls[0]?.[2]?.itemId).toBe('5001');
    await act(async () => done?.({ ok: true, item_id: '5001', files: [], config: configExample() }));
    expect(screen.getByRole('status').textContent).toBe('Hemos recibido voluntades.pdf.');
    expect(await pendingUploads.matching([will])).toEqual([]);
    expect(keeper.current?.records.size).toBe(0);
  });

  test('[uploads] nothing shows when the buyer chose no file', async () => {
    const { container } = renderAt('/', <PendingUploads order={order} />);
    await act(() => pendingUploads.matching([]));
    expect(container.textContent).toBe('');
    expect(pushFilesToPedido).not.toHaveBeenCalled();
  });

  test('[uploads] back from the provider, the kept file is sent and the one the browser could not keep is to be sent from the order', async () => {
    vi.mocked(pushFilesToPedido).mockResolvedValue({ ok: true, item_id: '5001', files: [], config: configExample() });
    const deed = cartItemExample({
      id: '5002',
      order_id: '1400009001',
      product_id: '18486',
      product_name: 'Copia de escritura',
      options: [{ option_id: '20070', option_value: '', value: 'escritura.pdf', print_value: 'escritura.pdf', label: 'Escritura' }],
    });
    const keptAt = Date.now() - 60_000;
    keeper.current?.records.set('18480:20058', {
      productId: '18480',
      optionId: '20058',
      name: 'voluntades.pdf',
      type: 'application/pdf',
      keptAt,
      bytes: new Blob(['%PDF-1.7 voluntades'], { type: 'application/pdf' }),
    });
    keeper.current?.records.set('18486:20070', {
      productId: '18486',
      optionId: '20070',
      name: 'escritura.pdf',
      type: 'application/pdf',
      keptAt,
      bytes: null,
    });

    renderAt('/', <PendingUploads order={{ ...order, items: [will, deed] }} />);
    expect((await screen.findByRole('status')).textContent).toBe('Hemos recibido voluntades.pdf.');
    const sent = vi.mocked(pushFilesToPedido).mock.calls;
    expect(sent).toHaveLength(1);
    expect([sent[0]?.[1].name, await sent[0]?.[1].text(), sent[0]?.[2]?.itemId]).toEqual(['voluntades.pdf', '%PDF-1.7 voluntades', '5001']);
    const lost = screen.getByRole('alert');
    expect(lost.textContent).toBe(
      'Tu navegador no ha podido guardar escritura.pdf mientras pagabas; envíalo desde tu pedido: Pedido 1400009001',
    );
    expect(within(lost).getByRole('link', { name: 'Pedido 1400009001' }).getAttribute('href')).toBe(ROUTES.account.order('1400009001'));
    await act(() => pendingUploads.matching([]));
    expect(keeper.current?.records.size).toBe(0);
  });
});
