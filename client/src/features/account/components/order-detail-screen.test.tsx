import { ROUTES } from '#contracts/constants/client-routes.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#contracts/api/cart.ts';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { MAX_UPLOAD_BYTES } from '#contracts/rules/uploads.ts';
import { OLD_NOTA_SIMPLE_ORDER_ID, deliveredNotaSimpleExample, uploadedFileExample } from '#contracts/testing/account-examples.ts';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { forgetScriptLoads } from '../../../third-party/load-script.ts';
import { UploadError, type PushFilesOutcome, type UploadOptions, pushFilesToPedido } from '../../../api/push-files-to-pedido.ts';
import { applyServerConfig, configState, resetConfigState } from '../../../stores/config-store.ts';
import { type FakeEndpoints, fakeFetch } from '../../../testing/fake-fetch.ts';
import { accountRoutes } from '../routes.tsx';
import './order-detail-screen.tsx';
import './pdf-viewer.tsx';

vi.mock('../../../api/push-files-to-pedido.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  pushFilesToPedido: vi.fn(),
}));

const orderId = OLD_NOTA_SIMPLE_ORDER_ID;
const withFiles = (item: CartItem): CartItem => ({ ...item, extra: { ...item.extra, files: [uploadedFileExample()] } });

function fakes(items: CartItem[], overrides: FakeEndpoints = {}): FakeEndpoints {
  return {
    getPedidos: () => ({ pedidos: items, config: configState.config }),
    // an answer without the order: its total is unknown (client/src/api/load-order.ts)
    loadOrder: () => ({ ok: true, config: configState.config }),
    getInvoice: ({ query }) => ({
      ok: true,
      link: `/desktopapp/rest/documents/${query.order_id}/factura-${query.order_id}.pdf`,
      config: configState.config,
    }),
    ...overrides,
  };
}

function renderOrder() {
  const router = createMemoryRouter(accountRoutes, { initialEntries: [ROUTES.account.order(orderId)] });
  render(
    <Suspense>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  applyServerConfig(configExample({ loggedIn: true, customerEmail: 'cliente@example.com' }));
  vi.stubGlobal('fetch', fakeFetch(fakes([deliveredNotaSimpleExample()])));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(pushFilesToPedido).mockReset();
  resetConfigState();
  forgetScriptLoads();
});

describe('[account] order detail', () => {
  test('[account] the order total is the one loadorder answers, not its items added up', async () => {
    // a deed copy of 119,76 € and a child item of 20,76 €: added up they make 140,52 €, the backend says 119,76 €
    const child = cartItemExample({ id: '2119', order_id: orderId, real_order_id: orderId, parent_id: deliveredNotaSimpleExample().id });
    const items = [deliveredNotaSimpleExample({ extra: { ...deliveredNotaSimpleExample().extra, current_price: 119.76 } }), child];
    const order = {
      order_id: orderId,
      state: 'paid' as const,
      payment_method: 'cc' as const,
      total: 119.76,
      items,
      multibanco: null,
      bank: null,
    };
    vi.stubGlobal('fetch', fakeFetch(fakes(items, { loadOrder: () => ({ ok: true, order, config: configState.config }) })));
    renderOrder();
    expect(await screen.findByText('Total: 119,76 €')).toBeTruthy();
    expect(screen.queryByText(/140,52/)).toBeNull();
  });

  test('[account] the answers of a generic item are offered for correction only where the backend takes a change', async () => {
    const birth = (id: string, overrides: Partial<CartItem>): CartItem =>
      cartItemExample({
        id,
        order_id: orderId,
        real_order_id: orderId,
        product_id: '18444',
        product_name: `Certificado ${id}`,
        ...overrides,
      });
    const items = [
      birth('1', { status: 'complete', panel_status_id: 110 }),
      birth('2', { status: 'canceled' }),
      birth('3', { status: 'complete_tramitando', panel_status_id: 20 }),
      birth('4', { status: 'complete', panel_status_id: 10, pendingTramitation: true }),
      birth('5', { status: 'pending_payment' }),
      birth('6', { status: 'complete', panel_status_id: 60 }),
    ];
    vi.stubGlobal('fetch', fakeFetch(fakes(items)));
    renderOrder();
    await screen.findByRole('heading', { level: 2, name: /^Certificado 1/ });
    const offered = screen.getAllByRole('link', { name: /^Corregir los datos de/ }).map((link) => link.textContent);
    expect(offered).toEqual([
      'Corregir los datos de Certificado 4',
      'Corregir los datos de Certificado 5',
      'Corregir los datos de Certificado 6',
    ]);
  });

  test('[account] an order whose answers carry no total shows none, rather than a sum of its items', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(fakes([deliveredNotaSimpleExample()], { loadOrder: () => ({ ok: true, config: configState.config }) })),
    );
    renderOrder();
    await screen.findByRole('link', { name: `Factura ${orderId}` });
    expect(screen.queryByText(/^Total:/)).toBeNull();
  });

  test('[account] the invoice opens the link invoice/?order_id= answers; the document entities show; the viewer loads only when asked', async () => {
    // a deployment without a PDF viewer library: the browser's own viewer, in a frame
    applyServerConfig({ ...configState.config, scripts: { ...THIRD_PARTY_STAND_INS, pdfViewer: '' } });
    renderOrder();
    const invoice = await screen.findByRole('link', { name: `Factura ${orderId}` });
    expect(invoice.getAttribute('href')).toBe(`http://localhost:3000/desktopapp/rest/documents/${orderId}/factura-${orderId}.pdf`);
    expect(invoice.getAttribute('target')).toBe('_blank');
    const entities = screen.getAllByRole('term').map((term) => term.textContent);
    expect(entities).toEqual(expect.arrayContaining(['Finca', 'Titular', 'Cargas']));
    expect(document.querySelector('iframe')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Ver el documento' }).click());
    expect((await screen.findByTitle('Documento de Nota Simple')).tagName).toBe('IFRAME');
  });

  test('[scripts] the PDF viewer library renders the document into the page once its script ran', async () => {
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
    });
    vi.mocked(console.error).mockImplementation(() => undefined);
    const rendered: string[] = [];
    const viewer = {
      render: (host: HTMLElement, url: string) => rendered.push(`${host.hasAttribute('data-viewer-host') ? 'host' : '?'} ${url}`),
    };
    renderOrder();
    // found outside act(): inside its scope React holds the lazy screen's first render until the scope ends
    const view = await screen.findByRole('button', { name: 'Ver el documento' });
    await act(async () => view.click());
    expect(screen.getByRole('status').textContent).toBe('Cargando el visor de documentos…');
    // the script runs: it defines the library
    Object.assign(window, { opfPdfViewer: viewer });
    await act(async () => appended[0]?.dispatchEvent(new Event('load')));
    await vi.waitFor(() => expect(rendered).toEqual([expect.stringMatching(/^host http:\/\/localhost:3000\/.*\/documento-2102\.pdf$/)]));
    expect(document.querySelector('iframe')).toBeNull();
    Reflect.deleteProperty(window, 'opfPdfViewer');
  });

  test('[scripts] a PDF viewer library that does not load leaves the browser’s viewer, with a line saying so', async () => {
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
    });
    vi.mocked(console.error).mockImplementation(() => undefined);
    renderOrder();
    // found outside act(): inside its scope React holds the lazy screen's first render until the scope ends
    const view = await screen.findByRole('button', { name: 'Ver el documento' });
    await act(async () => view.click());
    await act(async () => appended[0]?.dispatchEvent(new Event('error')));
    expect((await screen.findByTitle('Documento de Nota Simple')).tagName).toBe('IFRAME');
    expect(screen.getByText(/El visor de documentos no se ha podido cargar/)).toBeTruthy();
  });

  test('[account] a link that is not http(s) is never offered', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        fakes([{ ...deliveredNotaSimpleExample(), extra: { ...deliveredNotaSimpleExample().extra, url: 'javascript:alert(1)' } }], {
          getInvoice: () => ({ ok: true, link: 'javascript:alert(1)', config: configState.config }),
        }),
      ),
    );
    renderOrder();
    expect(await screen.findByText('La factura todavía no está disponible.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver el documento' })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  test('[wallet] an expired Nota Simple shows its badge and is renewed into the cart at its price (addactualizarnsahora)', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        fakes([deliveredNotaSimpleExample()], {
          addActualizarNsAhora: ({ body }) => {
            bodies.push(body.form);
            return {
              ok: true,
              item_id: '1099',
              cart: [cartItemExample({ id: '1099', extra: { current_price: 20.76 } })],
              config: configState.config,
            };
          },
        }),
      ),
    );
    renderOrder();
    expect(await screen.findByText('Caducado')).toBeTruthy();
    expect(screen.getByText('Esta Nota Simple tiene más de 60 días: pide una actualizada.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Renovar Nota Simple' }).click());
    expect(await screen.findByText('Hemos añadido la renovación a tu cesta por 20,76 €.')).toBeTruthy();
    expect(bodies).toEqual([{ order_id: orderId, item_id: deliveredNotaSimpleExample().id }]);
  });
});

test('[account] a delivered item without a validity rule is ordered again as it was (addactualizarpedidoahora)', async () => {
  const certificate = deliveredNotaSimpleExample({ id: '2114', product_id: '18444', product_name: 'Certificado de nacimiento' });
  const forms: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch(
      fakes([certificate], {
        getProduct: () => ({ ok: false, message: '', config: configState.config }),
        addActualizarPedidoAhora: ({ body }) => {
          forms.push(body.form);
          return {
            ok: true,
            item_id: '1100',
            cart: [cartItemExample({ id: '1100', extra: { current_price: 29.9 } })],
            config: configState.config,
          };
        },
      }),
    ),
  );
  renderOrder();
  const again = await screen.findByRole('button', { name: 'Actualizar el pedido de Certificado de nacimiento' });
  await act(async () => again.click());
  expect(await screen.findByText('Hemos añadido la renovación a tu cesta por 29,90 €.')).toBeTruthy();
  expect(forms).toEqual([{ order_id: orderId, item_id: '2114' }]);
});

describe('[uploads] documents for an order', () => {
  const chooseFile = (file: File) => {
    const input = screen.getByLabelText('Enviar un documento para Nota Simple');
    fireEvent.change(input, { target: { files: [file] } });
  };

  test('[uploads] the documents sent so far are listed; a file too large or of another type is refused before sending', async () => {
    vi.stubGlobal('fetch', fakeFetch(fakes([withFiles(deliveredNotaSimpleExample())])));
    renderOrder();
    expect(await screen.findByText(/^escritura\.pdf, 47 KB, enviado el/)).toBeTruthy();
    const big = new File(['x'], 'escaneo.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    chooseFile(big);
    expect(screen.getByText('escaneo.pdf ocupa 25 MB; el máximo es 25 MB.')).toBeTruthy();
    chooseFile(new File(['MZ'], 'programa.exe'));
    expect(screen.getByText('programa.exe no es un PDF, JPG ni PNG.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Enviar' }).click());
    expect(pushFilesToPedido).not.toHaveBeenCalled();
  });

  test('[uploads] a progress bar follows the upload; cancel stops it, and a failure can be retried', async () => {
    vi.stubGlobal('fetch', fakeFetch(fakes([withFiles(deliveredNotaSimpleExample())])));
    let progress: UploadOptions['onProgress'];
    let settle: { resolve: (value: PushFilesOutcome) => void; reject: (error: unknown) => void } | undefined;
    vi.mocked(pushFilesToPedido).mockImplementation(
      (_order, _file, options = {}) =>
        new Promise((resolve, reject) => {
          progress = options.onProgress;
          settle = { resolve, reject };
          options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    );
    renderOrder();
    await screen.findByText(/^escritura\.pdf/);
    chooseFile(new File(['%PDF-1.7 nota'], 'nota.pdf', { type: 'application/pdf' }));

    await act(async () => screen.getByRole('button', { name: 'Enviar' }).click());
    act(() => progress?.(25, 100));
    const bar = screen.getByRole('progressbar', { name: 'Enviando nota.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    await act(async () => screen.getByRole('button', { name: 'Cancelar' }).click());
    expect(await screen.findByText('Envío cancelado.')).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: 'Enviar' }).click());
    await act(async () => settle?.reject(new UploadError(undefined, 'network error')));
    expect(await screen.findByText('No hemos podido recibir nota.pdf. Puedes intentarlo de nuevo.')).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: 'Reintentar' }).click());
    act(() => progress?.(100, 100));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await act(async () =>
      settle?.resolve({
        ok: true,
        item_id: deliveredNotaSimpleExample().id,
        files: [uploadedFileExample({ file_id: '2', name: 'nota.pdf', size: 13 })],
        config: configState.config,
      }),
    );
    expect(await screen.findByText('Hemos recibido nota.pdf.')).toBeTruthy();
    expect(screen.getByText(/^nota\.pdf, 1 KB, enviado el/)).toBeTruthy();
    expect(vi.mocked(pushFilesToPedido).mock.calls.map(([order]) => order)).toEqual([orderId, orderId, orderId]);
  });
});
