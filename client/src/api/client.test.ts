import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartState, resetCartState, setCartItems } from '../stores/cart-store.ts';
import { configState, resetConfigState } from '../stores/config-store.ts';
import { noticeState, resetNoticeState } from '../stores/notice-store.ts';
import { authenticate, isTooManyLogins } from './authenticate.ts';
import { configureApi, isCartAdd } from './client.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { EndpointName } from '#contracts/api/endpoints.ts';
import { notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import { addNs } from './add-ns.ts';
import { delQuoteItem } from './del-quote-item.ts';
import { getCart } from './get-cart.ts';
import { getPedidos } from './get-pedidos.ts';
import { parseProductMessage } from './get-product.ts';
import { cartExample, cartItemExample, configExample, productExample } from '#contracts/testing/examples.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  configureApi({ baseUrl: 'http://backend.test', retryDelaysMs: [0] });
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(console.error).mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  resetCartState();
  resetConfigState();
  resetNoticeState();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API module', () => {
  test('[api] a cart that fails twice then loads shows no error and fills the cart', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 500)).mockResolvedValueOnce(json({}, 502)).mockResolvedValueOnce(json(cartExample()));
    await expect(getCart()).resolves.toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://backend.test/desktopapp/rest/cart');
    expect(cartState.items.map((item) => item.id)).toEqual(['1001', '1002']);
    expect(noticeState.callFailed).toBe(false);
  });

  test('[api] a call that fails 4 times is logged and reported to the buyer', async () => {
    fetchMock.mockResolvedValue(json({}, 500));
    await expect(getCart()).rejects.toThrow('getCart failed');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(console.error).toHaveBeenCalledWith('[api] GET /desktopapp/rest/cart failed', expect.anything());
    expect(noticeState.callFailed).toBe(true);
  });

  test('[api] a status the caller words itself (a 429 on login) is thrown for it, neither logged nor reported', async () => {
    fetchMock.mockResolvedValue(json({ ok: false, statusCode: 429, error: 'Too Many Requests', message: 'body/email: …' }, 429));
    const failure = await authenticate({ email: 'ana@example.com', pass: 'guess' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isTooManyLogins(failure)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
    expect(noticeState.callFailed).toBe(false);
  });

  test('[api] the config of every response is stored, the host page values kept on top', async () => {
    configState.host = { portalName: 'Host portal' };
    fetchMock.mockResolvedValueOnce(json({ ...cartExample(), config: configExample({ store_id: 9 }) }));
    await getCart();
    expect(configState.config.store_id).toBe(9);
    expect(configState.config.portalName).toBe('Host portal');
    expect(configState.loaded).toBe(true);
  });

  test('[api] the orders list falls back silently to the current configuration', async () => {
    fetchMock.mockResolvedValue(json({}, 500));
    const result = await getPedidos();
    expect(result).toEqual({ config: configState.config, pedidos: null });
    expect(noticeState.callFailed).toBe(false);
  });

  test('[api] query parameters are encoded onto the path', async () => {
    fetchMock.mockResolvedValueOnce(json({ config: configExample(), pedidos: [] }));
    await getPedidos({ id: '140000001', toFinalize: '1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://backend.test/desktopapp/rest/pedidos?id=140000001&toFinalize=1');
  });

  test('[product] ok false or an unparsable message gives null', () => {
    expect(parseProductMessage(false, '{"product_id":"1"}')).toBeNull();
    expect(parseProductMessage(true, 'not json')).toBeNull();
    expect(parseProductMessage(true, '{"name":"no id"}')).toBeNull();
    expect(parseProductMessage(true, JSON.stringify(productExample({ name: 'Certificado' })))?.name).toBe('Certificado');
  });

  test('[product] a message that is not a whole Product gives null rather than a half product', () => {
    expect(parseProductMessage(true, JSON.stringify({ product_id: '1', name: 'Certificado', options: [], stores: [14] }))).toBeNull();
    expect(parseProductMessage(true, JSON.stringify(productExample({ price: Number.NaN })))).toBeNull();
  });

  describe('formkey (decision 029)', () => {
    const formkeyOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(FORM_KEY_HEADER);
    const forbidden = () =>
      json({ ok: false, statusCode: 403, error: 'Forbidden', message: 'headers/x-form-key is not this visitor’s' }, 403);

    test('[api] a call that changes state sends the configuration formkey; a call that only reads sends none', async () => {
      configState.config = { ...configState.config, formkey: 'key-1' };
      fetchMock.mockResolvedValueOnce(json(cartExample())).mockResolvedValueOnce(json(cartExample()));
      await delQuoteItem('1001');
      await getCart();
      expect(formkeyOf(0)).toBe('key-1');
      expect(formkeyOf(1)).toBeNull();
    });

    test('[api] a stale formkey (403) reads the configuration once and retries with the new key; the cart is kept and no error shows', async () => {
      configState.host = { formkey: 'stale-from-host' };
      configState.config = { ...configState.config, formkey: 'stale-from-host' };
      fetchMock
        .mockResolvedValueOnce(forbidden())
        .mockResolvedValueOnce(json({ config: configExample({ formkey: 'fresh' }) }))
        .mockResolvedValueOnce(json({ ...cartExample(), config: configExample({ formkey: 'fresh' }) }));

      await expect(delQuoteItem('1001')).resolves.toHaveLength(2);

      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        'http://backend.test/desktopapp/rest/delquoteitem?id=1001',
        'http://backend.test/desktopapp/rest/config',
        'http://backend.test/desktopapp/rest/delquoteitem?id=1001',
      ]);
      expect([formkeyOf(0), formkeyOf(2)]).toEqual(['stale-from-host', 'fresh']);
      expect(configState.config.formkey).toBe('fresh');
      expect(configState.host.formkey).toBeUndefined();
      expect(cartState.items.map((item) => item.id)).toEqual(['1001', '1002']);
      expect(noticeState.callFailed).toBe(false);
    });

    test('[api] a second 403 after the fresh key is reported like any failed call, with no third attempt', async () => {
      fetchMock
        .mockResolvedValueOnce(forbidden())
        .mockResolvedValueOnce(json({ config: configExample({ formkey: 'fresh' }) }))
        .mockResolvedValueOnce(forbidden());

      await expect(delQuoteItem('1001')).rejects.toThrow('delQuoteItem failed');

      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(noticeState.callFailed).toBe(true);
    });

    test('[api] a 403 to a call that only reads is final: no configuration read, no retry', async () => {
      fetchMock.mockResolvedValue(forbidden());
      await expect(getCart()).rejects.toThrow('getCart failed');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});

describe('[api] a retried cart add never adds twice (spec 8, issue 41)', () => {
  /** What the fake backend answers with the fault "answer dropped after the item is stored" (admin faults, answerDropped). */
  const answerDropped = () =>
    json(
      { ok: false, statusCode: 504, error: 'Gateway Timeout', message: 'answer dropped after the call was handled: fault injected' },
      504,
    );
  const inCart = cartExample().cart;
  const stored = cartItemExample({ id: '1099', created_at: '2026-03-03T17:00:00Z' });
  const urls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

  beforeEach(() => {
    setCartItems(inCart);
  });

  test('[cart] an add whose answer was lost after the item was stored takes the item from the cart instead of adding it again', async () => {
    fetchMock.mockResolvedValueOnce(answerDropped()).mockResolvedValueOnce(json({ cart: [...inCart, stored], config: configExample() }));

    await expect(addNs(notaSimpleFormExample())).resolves.toBe('1099');

    expect(urls()).toEqual(['POST http://backend.test/desktopapp/rest/addns', 'GET http://backend.test/desktopapp/rest/cart']);
    expect(cartState.items.map((item) => item.id)).toEqual(['1001', '1002', '1099']);
    expect(noticeState.callFailed).toBe(false);
  });

  test('[cart] an add that failed before storing anything is sent again once the cart shows nothing new', async () => {
    fetchMock
      .mockResolvedValueOnce(json({}, 502))
      .mockResolvedValueOnce(json({ cart: inCart, config: configExample() }))
      .mockResolvedValueOnce(json({ ok: true, item_id: '1099', cart: [...inCart, stored], config: configExample() }));

    await expect(addNs(notaSimpleFormExample())).resolves.toBe('1099');

    expect(urls()).toEqual([
      'POST http://backend.test/desktopapp/rest/addns',
      'GET http://backend.test/desktopapp/rest/cart',
      'POST http://backend.test/desktopapp/rest/addns',
    ]);
  });

  test('[cart] without a cart to compare with, or when the cart cannot be read, the add is not retried blind', async () => {
    resetCartState();
    fetchMock.mockResolvedValue(answerDropped());
    await expect(addNs(notaSimpleFormExample())).rejects.toThrow('addNs failed');
    expect(urls()).toEqual(['POST http://backend.test/desktopapp/rest/addns']);

    fetchMock.mockReset();
    setCartItems(inCart);
    fetchMock.mockResolvedValueOnce(answerDropped()).mockResolvedValue(json({}, 500));
    await expect(addNs(notaSimpleFormExample())).rejects.toThrow('addNs failed');
    expect(urls().filter((url) => url.startsWith('POST'))).toHaveLength(1);
  });

  test('[cart] the calls guarded so are exactly the cart adds of the contract table', () => {
    const adds = (Object.keys(endpointRoutes) as EndpointName[]).filter((name) => isCartAdd(name, endpointRoutes[name]));
    expect(adds.sort()).toEqual(
      [
        'addActualizarNsAhora',
        'addActualizarPedidoAhora',
        'addCertidao',
        'addGeneric',
        'addGenericWithAssociation',
        'addIpredial',
        'addLocalizada',
        'addNs',
        'addQp',
      ].sort(),
    );
  });
});
