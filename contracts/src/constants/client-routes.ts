import type { ProviderPageMethod } from './payment-methods.ts';

/**
 * The client routes the backend sends the buyer back to (spec 2 "Customer routes"): after answering on
 * a provider's page (PayPal, Bizum through Redsys, MONEI) or the bank's 3DS challenge, the buyer returns
 * to the client, which loads the order to see how the payment went. The client's router defines these
 * routes from here and the fake backend's provider pages redirect to them, so the two cannot drift
 * (docs/decisions/007-html-endpoints-and-provider-simulators.md).
 */
export const CLIENT_ROUTES = {
  /** customer/payment/paypal, bizum and monei (?order_id=): on to the provider's page, and back with &return=1. */
  providerPayment: (method: ProviderPageMethod) => `/customer/payment/${method}`,
  /** customer/checkout/3ds?order_id=: back from the bank's challenge, the card payment is completed. */
  checkoutThreeDs: '/customer/checkout/3ds',
} as const;

const RETURN_PARAM = 'return';

/** Where a provider's page sends the buyer once they have answered. */
export const providerReturnUrl = (method: ProviderPageMethod, orderId: string): string =>
  `${CLIENT_ROUTES.providerPayment(method)}?order_id=${orderId}&${RETURN_PARAM}=1`;

/** Whether the provider payment route was reached on the way back from the provider's page. */
export const isProviderReturn = (search: URLSearchParams): boolean => search.get(RETURN_PARAM) === '1';

/** Where the bank's 3DS challenge sends the buyer once they have answered. */
export const threeDsReturnUrl = (orderId: string): string => `${CLIENT_ROUTES.checkoutThreeDs}?order_id=${orderId}`;
