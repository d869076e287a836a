import { Fragment, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { CLIENT_ROUTES } from '#contracts/client-routes.ts';
import { PROVIDER_PAGE_METHODS } from '#contracts/payment-methods.ts';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { cardGuard, checkoutGuard, paymentGuard } from '../../lib/checkout-guards.ts';
import { Guarded } from '../../lib/route-guard.tsx';
import { lazyScreen } from '../../ui/lazy-screen.ts';

const CardScreen = lazyScreen(() => import('./components/card-screen.tsx'), 'CardScreen');
const CheckoutScreen = lazyScreen(() => import('./components/checkout-screen.tsx'), 'CheckoutScreen');
const CheckoutThreeDsScreen = lazyScreen(() => import('./components/checkout-three-ds-screen.tsx'), 'CheckoutThreeDsScreen');
const FinalizeScreen = lazyScreen(() => import('./components/finalize-screen.tsx'), 'FinalizeScreen');
const OrderPaymentScreen = lazyScreen(() => import('./components/order-payment-screen.tsx'), 'OrderPaymentScreen');
const PaymentScreen = lazyScreen(() => import('./components/payment-screen.tsx'), 'PaymentScreen');
const ProviderScreen = lazyScreen(() => import('./components/provider-screen.tsx'), 'ProviderScreen');
const QuotePaymentScreen = lazyScreen(() => import('./components/quote-payment-screen.tsx'), 'QuotePaymentScreen');
const SuccessScreen = lazyScreen(() => import('./components/success-screen.tsx'), 'SuccessScreen');
const ThreeDsScreen = lazyScreen(() => import('./components/three-ds-screen.tsx'), 'ThreeDsScreen');
const VoucherScreen = lazyScreen(() => import('./components/voucher-screen.tsx'), 'VoucherScreen');

/** Keyed by path: React Router keeps a component's state between sibling routes, and each screen here starts afresh. */
const route = (path: string, element: ReactElement, title: PlainMessageKey): RouteObject => ({
  path,
  element: <Fragment key={path}>{element}</Fragment>,
  handle: { title } satisfies { title: PlainMessageKey },
});

/**
 * spec 2 "Customer routes" from payment on (all under customer/payment/, decision 005), with the
 * guards of lib/checkout-guards.ts.
 */
export const paymentRoutes: RouteObject[] = [
  route(
    'customer/payment',
    <Guarded guard={paymentGuard}>
      <PaymentScreen />
    </Guarded>,
    'title.payment',
  ),
  route('customer/payment/order/:orderId', <OrderPaymentScreen />, 'title.payment'),
  route('customer/payment/quote/:quoteId', <QuotePaymentScreen />, 'title.payment'),
  route('customer/payment/retry', <PaymentScreen retry />, 'title.payment'),
  route('customer/payment/retry/:orderId', <OrderPaymentScreen retry />, 'title.payment'),
  route(
    'customer/payment/cc',
    <Guarded guard={cardGuard}>
      <CardScreen />
    </Guarded>,
    'title.payment',
  ),
  route(
    'customer/payment/stripe',
    <Guarded guard={cardGuard}>
      <CardScreen />
    </Guarded>,
    'title.payment',
  ),
  route('customer/payment/3ds', <ThreeDsScreen />, 'title.payment'),
  route('customer/payment/3ds/order/:orderId', <ThreeDsScreen />, 'title.payment'),
  ...PROVIDER_PAGE_METHODS.map((method) => route(CLIENT_ROUTES.providerPayment(method), <ProviderScreen rail={method} />, 'title.payment')),
  route('customer/payment/multibanco', <VoucherScreen />, 'title.payment'),
  route('customer/payment/monei/multibanco', <VoucherScreen viaMonei />, 'title.payment'),
  route(
    'customer/checkout',
    <Guarded guard={checkoutGuard}>
      <CheckoutScreen />
    </Guarded>,
    'title.checkout',
  ),
  route(CLIENT_ROUTES.checkoutThreeDs, <CheckoutThreeDsScreen />, 'title.checkout'),
  route('customer/checkout/success', <SuccessScreen />, 'title.success'),
  route('customer/checkout/success/:orderId', <SuccessScreen />, 'title.success'),
  route('customer/checkout/finalize/:itemId', <FinalizeScreen />, 'title.finalize'),
];
