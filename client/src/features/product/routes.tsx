import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';

/**
 * The generic product flow (spec 2): steps 1 to 30 and confirmation per product, the add route, and an order's
 * update. Each screen loads on first use, so the services chooser does not carry the flow's code. Elements, as the
 * other flows' (decision 027): a step the server rendered is hydrated while its code arrives (decision 035), where a
 * route's `lazy` would render nothing until then.
 */
const ProductStepRoute = lazyScreen(() => import('./components/product-step-route.tsx'), 'ProductStepRoute');
const UpdateOrderRoute = lazyScreen(() => import('./components/update-order-route.tsx'), 'UpdateOrderRoute');
const AddToCartRoute = lazyScreen(() => import('./components/add-to-cart-route.tsx'), 'AddToCartRoute');

export const productRoutes: RouteObject[] = [
  {
    path: ROUTES.product.stepPattern,
    element: <ProductStepRoute />,
    handle: { title: 'title.product' satisfies PlainMessageKey, preload: ProductStepRoute.preload },
  },
  {
    path: ROUTES.product.updatePattern,
    element: <UpdateOrderRoute />,
    handle: { title: 'title.productUpdate' satisfies PlainMessageKey, preload: UpdateOrderRoute.preload },
  },
  {
    path: ROUTES.product.addToCart,
    element: <AddToCartRoute />,
    handle: { title: 'common.addToCart' satisfies PlainMessageKey, preload: AddToCartRoute.preload },
  },
];
