// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { selectPayment, storedPaymentChoice } from '../../../lib/payment-selection.ts';
import { local } from '../../../lib/storage.ts';
import { cartState } from '../../../stores/cart-store.ts';
import { defaultConfig } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { recordPaymentFailure, runConversionScriptsOnce } from './payment-outcome.ts';

const restoredItem = cartItemExample({ id: '500001' });

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  vi.stubGlobal('fetch', fakeFetch({ getCart: () => ({ cart: [restoredItem], config: configExample() }) }));
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payment outcomes (spec 4, 8)', () => {
  test('[payment] a failure sets the invalid-payment flag with the message, forgets the choice and reloads the cart', async () => {
    selectPayment('paypal');
    recordPaymentFailure('Ha fallado el intento de pago');
    expect(local.get('temporal_invalid_payment')).toBe(1);
    expect(local.get('payment_message')).toBe('Ha fallado el intento de pago');
    expect(local.get('payment_failure_reason')).toBeNull();
    expect(storedPaymentChoice()).toEqual({ method: null, chosenAt: null });
    await vi.waitFor(() => expect(cartState.items.map((item) => item.id)).toEqual(['500001']));
    // the placed order had cleared the show-cart flag; its items are back, so the cart shows again
    expect(local.get('show_carrito')).toBe(true);
  });

  test('[payment] a failure the provider explained keeps its reason; the next failure without one forgets it', () => {
    recordPaymentFailure('Ha fallado el intento de pago', 'Tu banco ha rechazado la tarjeta.');
    expect(local.get('payment_failure_reason')).toBe('Tu banco ha rechazado la tarjeta.');
    recordPaymentFailure('No se ha completado el pago con PayPal.');
    expect(local.get('payment_failure_reason')).toBeNull();
  });

  test('[success] the conversion scripts run once, and only for the order the configuration names', () => {
    const config = { ...defaultConfig, lastOrderId: '1420000001', lastOrderSuccess: { data: 'window.ran = true;' } };
    expect(runConversionScriptsOnce({ ...config, lastOrderId: '999' }, '1420000001')).toBe(false);
    expect(runConversionScriptsOnce(config, '1420000001')).toBe(true);
    expect(runConversionScriptsOnce(config, '1420000001')).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(local.get('last_success_id')).toBe('1420000001');
  });

  test('[success] the conversion script carries the page’s nonce, so the Content-Security-Policy lets it run', () => {
    document.head.innerHTML = '<script type="application/json" nonce="n0nce">{}</script>';
    const config = { ...defaultConfig, lastOrderId: '1420000001', lastOrderSuccess: { data: 'window.ran = true;' } };
    expect(runConversionScriptsOnce(config, '1420000001')).toBe(true);
    const injected = document.head.querySelectorAll('script')[1];
    expect(injected?.textContent).toBe('window.ran = true;');
    expect(injected?.nonce || injected?.getAttribute('nonce')).toBe('n0nce');
  });
});
