import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { localiseProduct } from '../../products/localise-product.ts';
import { catalogueProduct } from '../../spain/catalogue.ts';
import { propertySearchPrice } from '#contracts/rules/property-search-pricing.ts';
import { checkPropertySearchForm, propertySearchOptions } from '../../spain/property-search.ts';
import { requireSpanishRegistryStore } from '../../spain/spanish-store.ts';
import { addCartItem } from '../../state/cart-items.ts';
import type { RestHandler } from './handler.ts';

/**
 * Adds a property search (the property search item) priced as the search service plus 20.76 € per property
 * (spec 9); when it comes from a nota simple in the cart, it is linked to it (parent_id).
 */
export const addQp: RestHandler<'addQp'> = ({ body, visitor, store, fixtures, config, sequences }) => {
  requireSpanishRegistryStore(visitor.storeId);
  const { form } = body;
  const parentId = checkPropertySearchForm(form, visitor);
  const service = catalogueProduct(fixtures, PRODUCT_IDS.propertiesQueryService).price;
  const item = localiseProduct(catalogueProduct(fixtures, PRODUCT_IDS.propertySearchItem), storeLanguage(store.store_id));
  const total = propertySearchPrice(service, item.price, form.num_propiedades);
  const added = addCartItem(
    visitor,
    {
      product_id: item.product_id,
      product_name: item.name,
      options: propertySearchOptions(form, { service, perProperty: item.price, total }),
      price: total,
      parent_id: parentId,
    },
    sequences,
  );
  return { ok: true, item_id: added.id, cart: visitor.cart, config };
};
