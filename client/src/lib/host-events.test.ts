import { afterEach, describe, expect, test, vi } from 'vitest';
import { HOST_EVENT, announceToHost, appPath, checkHostAction, listenToHost, serviceStartPath } from './host-events.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** A host page: a window to talk on, the handlers the app would run, and what the app announced. */
function hostPage() {
  const win = new EventTarget();
  const handlers = { navigate: vi.fn<(path: string) => void>(), openCart: vi.fn<() => void>() };
  const heard: unknown[] = [];
  win.addEventListener(HOST_EVENT, (event) => {
    const detail = (event as CustomEvent<{ source: string } | null>).detail;
    if (detail?.source === 'app') heard.push(detail);
  });
  const send = (detail: unknown) => win.dispatchEvent(new CustomEvent(HOST_EVENT, { detail }));
  return { win, handlers, heard, send };
}

describe('the opf-lib-service event (spec 7)', () => {
  test('[host-events] the host opens a flow by name or by product, the cart, and an app path', () => {
    const { win, handlers, send } = hostPage();
    stop = listenToHost(handlers, win);

    send({ source: 'host', action: 'open_service', data: { flow: 'nota-simple' } });
    send({ source: 'host', action: 'open_service', data: { product_id: '18444' } });
    send({ source: 'host', action: 'open_service', data: { product_id: '18414' } });
    send({ source: 'host', action: 'open_cart' });
    send({ source: 'host', action: 'navigate', data: { path: `${ROUTES.checkout.start}?from=host` } });

    expect(handlers.navigate.mock.calls).toEqual([
      [ROUTES.simpleNote.step('step1')],
      [ROUTES.product.step('step1', '18444')],
      [ROUTES.certificate.step('step1')],
      [`${ROUTES.checkout.start}?from=host`],
    ]);
    expect(handlers.openCart).toHaveBeenCalledOnce();
  });

  test('[host-events] the app announces only once embedded, with source app, and never obeys its own announcements', () => {
    const { win, handlers, heard } = hostPage();
    announceToHost({ action: 'navigation', data: { path: ROUTES.services } }, win);
    expect(heard).toEqual([]);

    stop = listenToHost(handlers, win);
    announceToHost({ action: 'purchase', data: { order_id: '1420000001', total: 20.76, state: 'paid' } }, win);
    win.dispatchEvent(new CustomEvent(HOST_EVENT, { detail: { source: 'app', action: 'open_cart', data: {} } }));

    expect(heard).toEqual([
      { source: 'app', action: 'purchase', data: { order_id: '1420000001', total: 20.76, state: 'paid' } },
      { source: 'app', action: 'open_cart', data: {} },
    ]);
    expect(handlers.openCart).not.toHaveBeenCalled();
  });

  test('[host-events] a purchase is announced once per order, however often the success page shows it', () => {
    const { win, handlers, heard } = hostPage();
    stop = listenToHost(handlers, win);
    const purchase = (orderId: string) =>
      announceToHost({ action: 'purchase', data: { order_id: orderId, total: 24.7, state: 'paid' } }, win);
    purchase('1420000002');
    purchase('1420000002');
    purchase('1420000003');
    expect(heard.map((event) => (event as { data: { order_id: string } }).data.order_id)).toEqual(['1420000002', '1420000003']);
  });

  test.each([
    [{ source: 'host', action: 'delete_everything', data: {} }, /unknown action "delete_everything"/],
    [{ source: 'host', action: 'open_service', data: { flow: 'divorce' } }, /open_service: needs a flow/],
    [{ source: 'host', action: 'open_service', data: { product_id: 18444 } }, /open_service/],
    [{ source: 'host', action: 'open_service', data: { product_id: '../admin' } }, /open_service/],
    [{ source: 'host', action: 'navigate', data: { path: 'javascript:alert(1)' } }, /navigate: path/],
    [{ source: 'host', action: 'navigate', data: { path: '//evil.example/servicios' } }, /navigate: path/],
    [{ source: 'host', action: 'navigate', data: { path: 'https://evil.example/' } }, /navigate: path/],
    [{ source: 'host', action: 'navigate', data: ROUTES.services }, /data is not an object/],
  ])('[host-events] a bad host message %j is ignored and logged, never thrown', (detail, reason) => {
    const { win, handlers, send } = hostPage();
    stop = listenToHost(handlers, win);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => send(detail)).not.toThrow();

    expect(logged).toHaveBeenCalledWith(expect.stringMatching(reason));
    expect(handlers.navigate).not.toHaveBeenCalled();
    expect(handlers.openCart).not.toHaveBeenCalled();
  });

  test('[host-events] events without a host source (other libraries on the page) are ignored silently', () => {
    const { win, handlers, send } = hostPage();
    stop = listenToHost(handlers, win);
    send(null);
    send('open_cart');
    send({ action: 'open_cart' });
    expect(handlers.openCart).not.toHaveBeenCalled();
  });

  test('[host-events] a handler that throws is logged, and the next action still works', () => {
    const { win, handlers, send } = hostPage();
    handlers.openCart.mockImplementationOnce(() => {
      throw new Error('no cart yet');
    });
    stop = listenToHost(handlers, win);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    send({ source: 'host', action: 'open_cart' });
    send({ source: 'host', action: 'open_cart' });

    expect(error).toHaveBeenCalledOnce();
    expect(handlers.openCart).toHaveBeenCalledTimes(2);
  });

  test('[host-events] after stopping, the app neither announces nor obeys', () => {
    const { win, handlers, heard, send } = hostPage();
    listenToHost(handlers, win)();
    announceToHost({ action: 'navigation', data: { path: ROUTES.services } }, win);
    send({ source: 'host', action: 'open_cart' });
    expect(heard).toEqual([]);
    expect(handlers.openCart).not.toHaveBeenCalled();
  });
});

describe('host paths and services', () => {
  test.each([
    [ROUTES.services, ROUTES.services],
    [`${ROUTES.checkout.start}?x=1#top`, `${ROUTES.checkout.start}?x=1#top`],
    ['/a/../servicios', ROUTES.services],
    ['/\\evil.example', null],
    ['servicios', null],
    ['/servicios\n', null],
    ['/' + 'x'.repeat(2000), null],
  ])('[host-events] appPath(%j) is %j', (path, expected) => {
    expect(appPath(path)).toBe(expected);
  });

  test('[host-events] products with their own flow open that flow; others the generic product flow', () => {
    expect(serviceStartPath({ product_id: '15867' })).toBe(ROUTES.simpleNote.step('step1'));
    expect(serviceStartPath({ product_id: '18324' })).toBe(ROUTES.propertiesQuery.step('step1'));
    expect(serviceStartPath({ product_id: '18421' })).toBe(ROUTES.report.step('step1'));
    expect(serviceStartPath({ product_id: '18464' })).toBe(ROUTES.product.step('step1', '18464'));
    expect(serviceStartPath({ flow: 'certidao-permanente' })).toBe(ROUTES.certificate.step('step1'));
  });

  test('[host-events] checkHostAction keeps only the known data fields', () => {
    expect(checkHostAction({ source: 'host', action: 'open_service', data: { flow: 'q-propiedades', extra: 1 } })).toEqual({
      ok: true,
      message: { action: 'open_service', data: { flow: 'q-propiedades' } },
    });
  });
});
