import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { localiseProduct } from '../../products/localise-product.ts';
import { catalogueProduct } from '../../spain/catalogue.ts';
import { checkNotaSimpleForm, notaSimpleOptions, urgencyOptions } from '../../spain/nota-simple.ts';
import { requireSpanishRegistryStore } from '../../spain/spanish-store.ts';
import { addCartItem } from '../../state/cart-items.ts';
import type { RestHandler } from './handler.ts';

/**
 * Adds a Nota Simple to the cart after checking it as the real backend would (400 naming the field).
 * Urgent service is the urgent Nota Simple product, ordinary service the Nota Simple.
 */
export const addNs: RestHandler<'addNs'> = ({ body, visitor, store, fixtures, config, sequences }) => {
  requireSpanishRegistryStore(visitor.storeId);
  const { form } = body;
  const municipality = checkNotaSimpleForm(form, fixtures.spain);
  const product = localiseProduct(
    catalogueProduct(fixtures, form.servicio_urgente ? PRODUCT_IDS.urgentSimpleNote : PRODUCT_IDS.simpleNote),
    storeLanguage(store.store_id),
  );
  const item = addCartItem(
    visitor,
    {
      product_id: product.product_id,
      product_name: product.name,
      options: notaSimpleOptions(form, municipality, urgencyOptions(form)),
      price: product.price,
    },
    sequences,
  );
  return { ok: true, item_id: item.id, cart: visitor.cart, config };
};
