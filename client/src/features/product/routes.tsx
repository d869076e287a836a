import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';

/**
 * The generic product flow (spec 2): steps 1 to 30 and confirmation per product, the add route, and an order's
 * update. Each screen loads on first use, so the services chooser does not carry the flow's code.
 */
export const productRoutes: RouteObject[] = [
  {
    path: 'product/:step/:productId',
    lazy: async () => ({ Component: (await import('./components/product-step-route.tsx')).ProductStepRoute }),
    handle: { title: 'title.product' satisfies PlainMessageKey },
  },
  {
    path: 'product/actualizar/:orderId/:itemId',
    lazy: async () => ({ Component: (await import('./components/update-order-route.tsx')).UpdateOrderRoute }),
    handle: { title: 'title.productUpdate' satisfies PlainMessageKey },
  },
  {
    path: 'cart/add/product',
    lazy: async () => ({ Component: (await import('./components/add-to-cart-route.tsx')).AddToCartRoute }),
    handle: { title: 'common.addToCart' satisfies PlainMessageKey },
  },
];
