import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { RequireLogin } from './components/require-login.tsx';
import { ACCOUNT_PATHS } from './lib/account-paths.ts';

const OrdersScreen = lazyScreen(() => import('./components/orders-screen.tsx'), 'OrdersScreen');
const OrderDetailScreen = lazyScreen(() => import('./components/order-detail-screen.tsx'), 'OrderDetailScreen');

/**
 * The account area (docs/decisions/013-account-area.md): customer/orders and customer/orders/{order_id}, for a
 * logged-in customer only. Keyed by path, so the guard decides afresh on each route.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: ACCOUNT_PATHS.orders.slice(1),
    element: (
      <RequireLogin key="orders">
        <OrdersScreen />
      </RequireLogin>
    ),
    handle: { title: 'title.orders' } satisfies { title: PlainMessageKey },
  },
  {
    path: `${ACCOUNT_PATHS.orders.slice(1)}/:orderId`,
    element: (
      <RequireLogin key="order">
        <OrderDetailScreen />
      </RequireLogin>
    ),
    handle: { title: 'title.order' } satisfies { title: PlainMessageKey },
  },
];
