import { Navigate, type RouteObject, createBrowserRouter, useLocation } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { keepQuery } from '../lib/keep-query.ts';
import { setPrefetchRoutes } from '../lib/route-prefetch.ts';
import { withRouteErrors } from './route-error.tsx';
import type { RouteHandle } from './routes/route-handle.ts';
import { ServicesRoute } from './routes/services-route.tsx';
import { productRoutes } from '../features/product/routes.tsx';
import { customerRoutes } from '../features/customer/routes.tsx';
import { paymentRoutes } from '../features/payment/routes.tsx';
import { simpleNoteRoutes } from '../features/simple-note/routes.tsx';
import { propertiesQueryRoutes } from '../features/properties-query/routes.tsx';
import { municipalityRoutes } from '../features/municipality/routes.tsx';
import { accountRoutes } from '../features/account/routes.tsx';
import { portugalPropertyRoutes } from '../features/portugal-property/routes.tsx';
import { legalRoutes } from '../features/legal/routes.tsx';
import { documentGuideRoutes } from '../features/document-guide/routes.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** The app's root forwards to the services chooser, keeping the query string (?store=, utm_*; spec 2, issue 41). */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={keepQuery(`${ROUTES.services}${hash}`, search)} replace />;
}

/** Every route of spec 2, none showing the router's developer error page (withRouteErrors). */
export const routes: RouteObject[] = withRouteErrors([
  {
    element: <Layout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: ROUTES.services, element: <ServicesRoute />, handle: { title: 'title.services' } satisfies RouteHandle },
      { path: ROUTES.servicesReset, element: <ServicesRoute reset />, handle: { title: 'title.services' } satisfies RouteHandle },
      ...documentGuideRoutes,

      ...simpleNoteRoutes,
      ...propertiesQueryRoutes,
      ...portugalPropertyRoutes,
      ...productRoutes,

      ...customerRoutes,
      ...paymentRoutes,
      ...accountRoutes,

      ...municipalityRoutes,
      ...legalRoutes,

      { path: ROUTES.notFoundPattern, element: <ServicesRoute />, handle: { title: 'title.services' } satisfies RouteHandle },
    ],
  },
]);

/** `basename`: the host page's path the app lives under when embedded (docs/decisions/017); '' standalone. */
export const createAppRouter = (basename = '') => {
  setPrefetchRoutes(routes);
  return createBrowserRouter(routes, basename ? { basename } : {});
};
export type AppRouter = ReturnType<typeof createAppRouter>;
