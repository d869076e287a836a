import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { local } from '../../../lib/storage.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { PaymentFailureNotice } from './payment-failure-notice.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const CARD_FAILED = 'Ha fallado el intento de pago, te ofrecemos nuevos métodos de pago alternativos para que puedas finalizar tu pedido.';

beforeEach(() => {
  window.localStorage.clear();
  local.set('temporal_invalid_payment', 1);
  local.set('payment_message', CARD_FAILED);
});

afterEach(() => {
  cleanup();
  resetConfigState();
});

describe('failed-payment notice on servicios/reset (spec 2, 8; issue 12)', () => {
  test('[payment] says why the card failed and offers paying again, announced as an alert; the flag is cleared', async () => {
    local.set('payment_failure_reason', 'Tu banco ha rechazado la tarjeta.');
    configState.config = configExample({ store_id: 14 });
    renderAt(ROUTES.servicesReset, <PaymentFailureNotice />);

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('No se ha completado el pago');
    expect(notice.textContent).toContain('Tu banco ha rechazado la tarjeta.');
    expect(notice.textContent).toContain(CARD_FAILED);
    expect(screen.getByRole('link', { name: 'Pagar con otro método' }).getAttribute('href')).toBe(ROUTES.payment.retry);
    expect(local.get('temporal_invalid_payment')).toBe(0);
  });

  test.each([
    [16, 'O pagamento não foi concluído', 'Pagar com outro método'],
    [18, 'The payment was not completed', 'Pay with another method'],
  ])('[payment] on store %s the notice speaks the store language', async (storeId, title, action) => {
    configState.config = configExample({ store_id: storeId });
    renderAt(ROUTES.servicesReset, <PaymentFailureNotice />);
    expect((await screen.findByRole('alert')).textContent).toContain(title);
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(ROUTES.payment.retry);
  });

  test('[payment] Ok forgets the message and the reason, so the notice is not shown twice', async () => {
    local.set('payment_failure_reason', 'Tu banco ha rechazado la tarjeta.');
    renderAt(ROUTES.servicesReset, <PaymentFailureNotice />);
    const ok = await screen.findByRole('button', { name: 'Ok' });
    await act(async () => ok.click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(local.get('payment_message')).toBeNull();
    expect(local.get('payment_failure_reason')).toBeNull();
  });

  test('[payment] without a stored message there is no notice, but the flag is still cleared', () => {
    local.remove('payment_message');
    renderAt(ROUTES.servicesReset, <PaymentFailureNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(local.get('temporal_invalid_payment')).toBe(0);
  });
});
