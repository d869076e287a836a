import { type ComponentType, Fragment } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PROVIDER_PAGE_METHODS } from '#contracts/constants/payment-methods.ts';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import type { GuardName } from '../../guards/route-guard.tsx';
import { type PreloadableComponent, lazyFramed, lazyScreen } from '../../ui/lazy-screen.ts';

// The route table only: each screen and its guard (guards/checkout-guards.ts) load on first use (ui/lazy-screen.ts).
const guardFrame = async () => (await import('../../guards/route-guard.tsx')).GuardedBy;
const guarded = (guard: GuardName, load: () => Promise<ComponentType>) => lazyFramed(guardFrame, { guard }, load);

const CardScreen = guarded('card', async () => (await import('./components/card-screen.tsx')).CardScreen);
const CheckoutScreen = guarded('checkout', async () => (await import('./components/checkout-screen.tsx')).CheckoutScreen);
const CheckoutThreeDsScreen = lazyScreen(() => import('./components/checkout-three-ds-screen.tsx'), 'CheckoutThreeDsScreen');
const FinalizeScreen = lazyScreen(() => import('./components/finalize-screen.tsx'), 'FinalizeScreen');
const OrderPaymentScreen = lazyScreen(() => import('./components/order-payment-screen.tsx'), 'OrderPaymentScreen');
const PaymentScreen = lazyScreen(() => import('./components/payment-screen.tsx'), 'PaymentScreen');
const GuardedPaymentScreen = guarded('payment', async () => (await import('./components/payment-screen.tsx')).PaymentScreen);
const ProviderScreen = lazyScreen(() => import('./components/provider-screen.tsx'), 'ProviderScreen');
const QuotePaymentScreen = lazyScreen(() => import('./components/quote-payment-screen.tsx'), 'QuotePaymentScreen');
const SuccessScreen = lazyScreen(() => import('./components/success-screen.tsx'), 'SuccessScreen');
const ThreeDsScreen = lazyScreen(() => import('./components/three-ds-screen.tsx'), 'ThreeDsScreen');
const VoucherScreen = lazyScreen(() => import('./components/voucher-screen.tsx'), 'VoucherScreen');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Screen = PreloadableComponent<ComponentType<any>>;

/** Keyed by path: React Router keeps a component's state between sibling routes, and each screen here starts afresh. */
const route = <P extends object>(path: string, Screen: Screen, title: PlainMessageKey, props?: P): RouteObject => ({
  path,
  element: (
    <Fragment key={path}>
      <Screen {...props} />
    </Fragment>
  ),
  handle: { title, preload: Screen.preload } satisfies { title: PlainMessageKey; preload: () => Promise<unknown> },
});

/**
 * spec 2 "Customer routes" from payment on (all under customer/payment/, decision 005), with the
 * guards of guards/checkout-guards.ts.
 */
export const paymentRoutes: RouteObject[] = [
  route(ROUTES.payment.choose, GuardedPaymentScreen, 'title.payment'),
  route(ROUTES.payment.orderPattern, OrderPaymentScreen, 'title.payment'),
  route(ROUTES.payment.quotePattern, QuotePaymentScreen, 'title.payment'),
  route(ROUTES.payment.retry, PaymentScreen, 'title.payment', { retry: true }),
  route(ROUTES.payment.retryOrderPattern, OrderPaymentScreen, 'title.payment', { retry: true }),
  route(ROUTES.payment.card, CardScreen, 'title.payment'),
  route(ROUTES.payment.stripe, CardScreen, 'title.payment'),
  route(ROUTES.payment.threeDs, ThreeDsScreen, 'title.payment'),
  route(ROUTES.payment.threeDsOrderPattern, ThreeDsScreen, 'title.payment'),
  ...PROVIDER_PAGE_METHODS.map((method) => route(ROUTES.payment.provider(method), ProviderScreen, 'title.payment', { rail: method })),
  route(ROUTES.payment.multibanco, VoucherScreen, 'title.payment'),
  route(ROUTES.payment.moneiMultibanco, VoucherScreen, 'title.payment', { viaMonei: true }),
  route(ROUTES.checkout.start, CheckoutScreen, 'title.checkout'),
  route(ROUTES.checkout.threeDs, CheckoutThreeDsScreen, 'title.checkout'),
  route(ROUTES.checkout.success, SuccessScreen, 'title.success'),
  route(ROUTES.checkout.successOfPattern, SuccessScreen, 'title.success'),
  route(ROUTES.checkout.finalizePattern, FinalizeScreen, 'title.finalize'),
];
