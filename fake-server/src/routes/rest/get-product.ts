import { storeLanguage } from '#contracts/constants/stores.ts';
import { localiseProduct } from '../../products/localise-product.ts';
import type { RestHandler } from './handler.ts';

/**
 * The product in the store's language, as a JSON string in `message`. Like the real backend, an
 * unknown id answers 200 with ok false and an empty message (spec 8: the client ignores it).
 * Products are not filtered by their `stores`: the real backend's rule for that is not specified.
 */
export const getProduct: RestHandler<'getProduct'> = ({ query, fixtures, store, config }) => {
  const product = fixtures.products.get(query.id);
  if (product === undefined) return { ok: false, message: '', config };
  return { ok: true, message: JSON.stringify(localiseProduct(product, storeLanguage(store.store_id))), config };
};
