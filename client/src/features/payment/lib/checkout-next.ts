import type { CheckoutResponse } from '#contracts/api/payment.ts';

/** The client route that follows a successful checkout call, by what the backend says comes next. */
export function routeAfterCheckout({ next, order_id: orderId }: CheckoutResponse, method: string): string | null {
  if (orderId === null) return null;
  const query = `?order_id=${orderId}`;
  switch (next) {
    case 'paid':
    case 'bank':
      return `/customer/checkout/success/${orderId}`;
    case 'challenge':
      return `/customer/payment/3ds/order/${orderId}`;
    case 'provider':
      return `/customer/payment/${method}${query}`;
    case 'voucher':
      return method === 'moneimultibanco' ? `/customer/payment/monei/multibanco${query}` : `/customer/payment/multibanco${query}`;
    case 'declined':
      return null;
  }
}
