import { expect, test } from 'vitest';
import type { CheckoutOutcome } from '../../../api/checkout-outcome.ts';
import { defaultConfig } from '../../../stores/config-store.ts';
import { routeAfterCheckout } from './checkout-next.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const answer = (next: CheckoutOutcome['next'], orderId: string | null = '1420000001'): CheckoutOutcome => ({
  ok: next !== 'declined',
  message: '',
  next,
  order_id: orderId,
  config: defaultConfig,
});

test.each([
  ['paid', 'cc', ROUTES.checkout.successOf('1420000001')],
  ['bank', 'bank', ROUTES.checkout.successOf('1420000001')],
  ['challenge', 'cc', ROUTES.payment.threeDsOrder('1420000001')],
  ['provider', 'paypal', `${ROUTES.payment.provider('paypal')}?order_id=1420000001`],
  ['provider', 'bizum', `${ROUTES.payment.provider('bizum')}?order_id=1420000001`],
  ['provider', 'monei', `${ROUTES.payment.provider('monei')}?order_id=1420000001`],
  ['voucher', 'multibanco', `${ROUTES.payment.multibanco}?order_id=1420000001`],
  ['voucher', 'moneimultibanco', `${ROUTES.payment.moneiMultibanco}?order_id=1420000001`],
  ['declined', 'cc', null],
] as const)('[checkout] after %s with %s the buyer goes to %s', (next, method, expected) => {
  expect(routeAfterCheckout(answer(next), method)).toBe(expected);
});
