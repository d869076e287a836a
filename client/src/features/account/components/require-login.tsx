import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { rememberBackAfterLogin } from '../../../lib/back-after-login.ts';
import { configState } from '../../../stores/config-store.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/**
 * The account routes are for a logged-in customer (spec 6): anyone else goes to customer/authenticate, and back
 * here once logged in (local back_login_page). Decided on entering the route, as the checkout guards are
 * (the layout has loaded the configuration by then); logging out leaves the route by itself.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { config } = useSnapshot(configState);
  const { pathname, search } = useLocation();
  const [loggedIn] = useState(() => {
    if (!config.loggedIn) rememberBackAfterLogin(`${pathname}${search}`);
    return config.loggedIn;
  });
  return loggedIn ? children : <Navigate to={keepQuery(ROUTES.authenticate, search)} replace />;
}
