import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import type { MessageKey } from '../i18n/messages.ts';
import { Layout } from './layout/layout.tsx';
import { PlaceholderScreen } from './routes/placeholder-screen.tsx';
import type { RouteHandle } from './routes/route-handle.ts';
import { ServicesRoute } from './routes/services-route.tsx';

const placeholder = (path: string, title: MessageKey, flow: MessageKey, extra: Partial<RouteHandle> = {}): RouteObject => ({
  path,
  element: <PlaceholderScreen flow={flow} />,
  handle: { title, ...extra } satisfies RouteHandle,
});

const steps = (prefix: string, names: string[], title: MessageKey, flow: MessageKey, extra?: Partial<RouteHandle>) =>
  names.map((name) => placeholder(`${prefix}/${name}`, title, flow, extra));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `step${from + i}`);

const customer = (paths: string[], title: MessageKey) => paths.map((path) => placeholder(path, title, 'flow.checkout'));

/** Every route of spec 2. Screens that are not built yet are placeholders that say which work brings them. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={{ pathname: '/servicios' }} replace /> },
      { path: 'servicios', element: <ServicesRoute />, handle: { title: 'title.services' } satisfies RouteHandle },
      { path: 'servicios/reset', element: <ServicesRoute reset />, handle: { title: 'title.services' } satisfies RouteHandle },

      ...steps('nota-simple', ['step0', ...range(1, 4), 'step41', 'step42', 'step5', 'step6'], 'title.simpleNote', 'flow.simpleNote', { hideNoteButton: true }),
      ...steps('q-propiedades', range(1, 7), 'title.properties', 'flow.properties'),
      ...steps('i-predial-simplificada', ['step1', 'step2', 'step21', 'step3', 'step4', 'confirmation'], 'title.report', 'flow.report'),
      ...steps('certidao-permanente', [...range(1, 8), 'confirmation'], 'title.certificate', 'flow.certificate'),
      placeholder('product/:step/:productId', 'title.product', 'flow.product'),
      placeholder('product/actualizar/:orderId/:itemId', 'title.product', 'flow.product'),
      ...['ns', 'qpropiedades', 'certidao', 'ipredial', 'product'].map((kind) => placeholder(`cart/add/${kind}`, 'title.cartAdd', 'flow.product')),

      ...customer(['customer/register'], 'title.register'),
      ...customer(['customer/authenticate', 'customer/authenticate/:email'], 'title.authenticate'),
      ...customer(
        [
          'customer/payment', 'customer/payment/order/:orderId', 'customer/payment/quote/:quoteId', 'customer/payment/cc',
          'customer/payment/stripe', 'customer/payment/monei', 'customer/payment/monei/multibanco', 'customer/payment/multibanco',
          'customer/payment/bizum', 'customer/payment/paypal', 'customer/payment/3ds', 'customer/payment/3ds/order/:orderId',
          'customer/payment/retry', 'customer/payment/retry/:orderId',
        ],
        'title.payment',
      ),
      ...customer(['customer/checkout', 'customer/checkout/3ds'], 'title.checkout'),
      ...customer(['customer/checkout/success', 'customer/checkout/success/:orderId'], 'title.success'),
      ...customer(['customer/checkout/finalize/:itemId'], 'title.finalize'),

      placeholder('RegistroPropiedad/:urlMunicipio', 'title.municipality', 'flow.municipality'),
      placeholder('NotaSimpleRegistroPropiedad/:urlMunicipio', 'title.municipality', 'flow.municipality'),

      { path: '*', element: <ServicesRoute />, handle: { title: 'title.services' } satisfies RouteHandle },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
