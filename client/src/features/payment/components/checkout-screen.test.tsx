import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { forgetPaymentChoice, selectPayment } from '../../../lib/payment-selection.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { CheckoutScreen } from './checkout-screen.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

afterEach(() => {
  cleanup();
  resetConfigState();
  forgetPaymentChoice();
});

describe('the checkout page speaks the store’s language (issue 27)', () => {
  test.each([
    [14, 'Finalizar el pedido'],
    [16, 'Finalizar a encomenda'],
    [17, 'Checkout'],
  ])('[payment] a logged-in customer paying by card on store %i reads the heading "%s"', (storeId, heading) => {
    configState.config = configExample({ store_id: storeId, loggedIn: true, customerEmail: 'ana@example.com' });
    selectPayment('cc');
    renderAt(ROUTES.checkout.start, <CheckoutScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });
});

describe('the checkout page keeps the query string (issue 41)', () => {
  test('[payment] "Cambiar el método de pago" keeps ?store=', () => {
    configState.config = configExample({ store_id: 14, loggedIn: true, customerEmail: 'ana@example.com' });
    selectPayment('paypal');
    renderAt(`${ROUTES.checkout.start}?store=14&utm_source=x`, <CheckoutScreen />);
    const link = screen.getByRole('link', { name: 'Cambiar el método de pago' });
    expect(link.getAttribute('href')).toBe(`${ROUTES.payment.retry}?store=14&utm_source=x`);
  });
});
