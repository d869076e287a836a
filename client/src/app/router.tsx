import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import type { PlainMessageKey } from '../i18n/messages.ts';
import { Layout } from './layout/layout.tsx';
import { PlaceholderScreen } from './routes/placeholder-screen.tsx';
import type { RouteHandle } from './routes/route-handle.ts';
import { ServicesRoute } from './routes/services-route.tsx';
import { productRoutes } from '../features/product/routes.tsx';
import { customerRoutes } from '../features/customer/routes.tsx';
import { paymentRoutes } from '../features/payment/routes.tsx';
import { simpleNoteRoutes } from '../features/simple-note/routes.tsx';
import { propertiesQueryRoutes } from '../features/properties-query/routes.tsx';
import { municipalityRoutes } from '../features/municipality/routes.tsx';
import { accountRoutes } from '../features/account/routes.tsx';

const placeholder = (path: string, title: PlainMessageKey, flow: PlainMessageKey, extra: Partial<RouteHandle> = {}): RouteObject => ({
  path,
  element: <PlaceholderScreen flow={flow} />,
  handle: { title, ...extra } satisfies RouteHandle,
});

const steps = (prefix: string, names: string[], title: PlainMessageKey, flow: PlainMessageKey, extra?: Partial<RouteHandle>) =>
  names.map((name) => placeholder(`${prefix}/${name}`, title, flow, extra));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `step${from + i}`);

/** Every route of spec 2. Screens that are not built yet are placeholders that say which work brings them. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={{ pathname: '/servicios' }} replace /> },
      { path: 'servicios', element: <ServicesRoute />, handle: { title: 'title.services' } satisfies RouteHandle },
      { path: 'servicios/reset', element: <ServicesRoute reset />, handle: { title: 'title.services' } satisfies RouteHandle },

      ...simpleNoteRoutes,
      ...propertiesQueryRoutes,
      ...steps('i-predial-simplificada', ['step1', 'step2', 'step21', 'step3', 'step4', 'confirmation'], 'title.report', 'title.report'),
      ...steps('certidao-permanente', [...range(1, 8), 'confirmation'], 'title.certificate', 'title.certificate'),
      ...productRoutes,
      placeholder('cart/add/certidao', 'common.addToCart', 'title.certificate'),
      placeholder('cart/add/ipredial', 'common.addToCart', 'title.report'),

      ...customerRoutes,
      ...paymentRoutes,
      ...accountRoutes,

      ...municipalityRoutes,

      { path: '*', element: <ServicesRoute />, handle: { title: 'title.services' } satisfies RouteHandle },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
