import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyFramed } from '../../ui/lazy-screen.ts';

// The route table only: each screen and the identification guard (guards/checkout-guards.ts) load on first use.
const guardFrame = async () => (await import('../../guards/route-guard.tsx')).GuardedBy;
const AuthenticateScreen = lazyFramed(
  guardFrame,
  { guard: 'identification' },
  async () => (await import('./components/authenticate-screen.tsx')).AuthenticateScreen,
);
const RegisterScreen = lazyFramed(
  guardFrame,
  { guard: 'identification' },
  async () => (await import('./components/register-screen.tsx')).RegisterScreen,
);

/**
 * spec 2 "Customer routes": register and authenticate, which send a logged-in customer on to payment.
 * Keyed by path, so the guard decides afresh on each route (React Router keeps state between siblings).
 */
export const customerRoutes: RouteObject[] = [
  {
    path: ROUTES.register,
    element: <RegisterScreen key={ROUTES.register} />,
    handle: { title: 'title.register' satisfies PlainMessageKey, preload: RegisterScreen.preload },
  },
  ...[ROUTES.authenticate, ROUTES.authenticateAsPattern].map((path) => ({
    path,
    element: <AuthenticateScreen key={path} />,
    handle: { title: 'title.authenticate' satisfies PlainMessageKey, preload: AuthenticateScreen.preload },
  })),
];
