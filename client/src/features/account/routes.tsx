import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyFramed } from '../../ui/lazy-screen.ts';

// The route table only: each screen and the login guard load on first use (ui/lazy-screen.ts).
const loginFrame = async () => (await import('./components/require-login.tsx')).RequireLogin;
const OrdersScreen = lazyFramed(loginFrame, {}, async () => (await import('./components/orders-screen.tsx')).OrdersScreen);
const OrderDetailScreen = lazyFramed(loginFrame, {}, async () => (await import('./components/order-detail-screen.tsx')).OrderDetailScreen);

/**
 * The account area (docs/decisions/013-account-area.md): customer/orders and customer/orders/{order_id}, for a
 * logged-in customer only. Keyed by path, so the guard decides afresh on each route.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: ROUTES.account.orders,
    element: <OrdersScreen key="orders" />,
    handle: { title: 'title.orders' satisfies PlainMessageKey, preload: OrdersScreen.preload },
  },
  {
    path: ROUTES.account.orderPattern,
    element: <OrderDetailScreen key="order" />,
    handle: { title: 'title.order' satisfies PlainMessageKey, preload: OrderDetailScreen.preload },
  },
];
