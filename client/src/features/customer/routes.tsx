import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { identificationGuard } from '../../lib/checkout-guards.ts';
import { Guarded } from '../../lib/route-guard.tsx';
import { lazyScreen } from '../../ui/lazy-screen.ts';

const AuthenticateScreen = lazyScreen(() => import('./components/authenticate-screen.tsx'), 'AuthenticateScreen');
const RegisterScreen = lazyScreen(() => import('./components/register-screen.tsx'), 'RegisterScreen');

/**
 * spec 2 "Customer routes": register and authenticate, which send a logged-in customer on to payment.
 * Keyed by path, so the guard decides afresh on each route (React Router keeps state between siblings).
 */
export const customerRoutes: RouteObject[] = [
  {
    path: 'customer/register',
    element: (
      <Guarded key="customer/register" guard={identificationGuard}>
        <RegisterScreen />
      </Guarded>
    ),
    handle: { title: 'title.register' } satisfies { title: PlainMessageKey },
  },
  ...['customer/authenticate', 'customer/authenticate/:email'].map((path) => ({
    path,
    element: (
      <Guarded key={path} guard={identificationGuard}>
        <AuthenticateScreen />
      </Guarded>
    ),
    handle: { title: 'title.authenticate' } satisfies { title: PlainMessageKey },
  })),
];
