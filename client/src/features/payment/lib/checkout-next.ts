import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import type { CheckoutOutcome } from '../../../api/checkout-outcome.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** The client route that follows a successful checkout call, by what the backend says comes next. */
export function routeAfterCheckout({ next, order_id: orderId }: CheckoutOutcome, method: PaymentMethod): string | null {
  if (orderId === null) return null;
  const query = `?order_id=${orderId}`;
  switch (next) {
    case 'paid':
    case 'bank':
      return ROUTES.checkout.successOf(orderId);
    case 'challenge':
      return ROUTES.payment.threeDsOrder(orderId);
    case 'provider':
      return `${ROUTES.payment.method(method)}${query}`;
    case 'voucher':
      return method === 'moneimultibanco' ? `${ROUTES.payment.moneiMultibanco}${query}` : `${ROUTES.payment.multibanco}${query}`;
    case 'declined':
      return null;
  }
}
