import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { checkIpredialEdit, ipredialOptions, urgencyOption } from '../../portugal/ipredial.ts';
import { requirePortugueseStore } from '../../portugal/portuguese-store.ts';
import { localiseProduct } from '../../products/localise-product.ts';
import { catalogueProduct } from '../../spain/catalogue.ts';
import { addCartItem } from '../../state/cart-items.ts';
import type { RestHandler } from './handler.ts';

/**
 * Adds a simplified property report (18421) to the cart, after checking the form as the real backend would
 * (400 naming the field): a Portuguese store, a mainland parish, the description number when the buyer has
 * it, the fraction. Urgent service is printed on the item and costs nothing extra (portugal/ipredial.ts).
 */
export const addIpredial: RestHandler<'addIpredial'> = ({ body, visitor, store, fixtures, config, sequences }) => {
  requirePortugueseStore(visitor.storeId);
  const checked = checkIpredialEdit(body.form, fixtures.portugal);
  const product = localiseProduct(catalogueProduct(fixtures, PRODUCT_IDS.simplifiedReport), storeLanguage(store.store_id));
  const item = addCartItem(
    visitor,
    {
      product_id: product.product_id,
      product_name: product.name,
      options: ipredialOptions(checked, urgencyOption(body.form.urgente)),
      price: product.price,
    },
    sequences,
  );
  return { ok: true, item_id: item.id, cart: visitor.cart, config };
};
