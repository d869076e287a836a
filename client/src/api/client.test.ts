import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartState, resetCartState } from '../stores/cart-store.ts';
import { configState, resetConfigState } from '../stores/config-store.ts';
import { noticeState, resetNoticeState } from '../stores/notice-store.ts';
import { configureApi } from './client.ts';
import { getCart } from './get-cart.ts';
import { getPedidos } from './get-pedidos.ts';
import { parseProductMessage } from './get-product.ts';
import { cartExample, configExample, productExample } from '#contracts/testing/examples.ts';

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
});
