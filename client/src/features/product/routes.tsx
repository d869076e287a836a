import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';

/**
 * The generic product flow (spec 2): steps 1 to 30 and confirmation per product, the add route, and an order's
 * update. Each screen loads on first use, so the services chooser does not carry the flow's code.
 */
const stepRoute = () => import('./components/product-step-route.tsx');
const updateRoute = () => import('./components/update-order-route.tsx');
const addRoute = () => import('./components/add-to-cart-route.tsx');

export const productRoutes: RouteObject[] = [
  {
    path: 'product/:step/:productId',
    lazy: async () => ({ Component: (await stepRoute()).ProductStepRoute }),
    handle: { title: 'title.product' satisfies PlainMessageKey, preload: stepRoute },
  },
  {
    path: 'product/actualizar/:orderId/:itemId',
    lazy: async () => ({ Component: (await updateRoute()).UpdateOrderRoute }),
    handle: { title: 'title.productUpdate' satisfies PlainMessageKey, preload: updateRoute },
  },
  {
    path: 'cart/add/product',
    lazy: async () => ({ Component: (await addRoute()).AddToCartRoute }),
    handle: { title: 'common.addToCart' satisfies PlainMessageKey, preload: addRoute },
  },
];
