import { expect, test } from 'vitest';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { defaultConfig } from '../../../stores/config-store.ts';
import { routeAfterCheckout } from './checkout-next.ts';

const answer = (next: CheckoutResponse['next'], orderId: string | null = '1420000001'): CheckoutResponse => ({
  ok: next !== 'declined',
  message: '',
  next,
  order_id: orderId,
  config: defaultConfig,
});

test.each([
  ['paid', 'cc', '/customer/checkout/success/1420000001'],
  ['bank', 'bank', '/customer/checkout/success/1420000001'],
  ['challenge', 'cc', '/customer/payment/3ds/order/1420000001'],
  ['provider', 'paypal', '/customer/payment/paypal?order_id=1420000001'],
  ['provider', 'bizum', '/customer/payment/bizum?order_id=1420000001'],
  ['provider', 'monei', '/customer/payment/monei?order_id=1420000001'],
  ['voucher', 'multibanco', '/customer/payment/multibanco?order_id=1420000001'],
  ['voucher', 'moneimultibanco', '/customer/payment/monei/multibanco?order_id=1420000001'],
  ['declined', 'cc', null],
] as const)('[checkout] after %s with %s the buyer goes to %s', (next, method, expected) => {
  expect(routeAfterCheckout(answer(next), method)).toBe(expected);
});
