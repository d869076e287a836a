import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { certidaoOptions, checkCertidaoEdit } from '../../portugal/certidao.ts';
import { requirePortugueseStore } from '../../portugal/portuguese-store.ts';
import { localiseProduct } from '../../products/localise-product.ts';
import { catalogueProduct } from '../../spain/catalogue.ts';
import { addCartItem } from '../../state/cart-items.ts';
import type { RestHandler } from './handler.ts';

/**
 * Adds a permanent certificate (18414) to the cart at its catalogue price, after checking the form as the
 * real backend would (400 naming the field): a Portuguese store, a parish, one identification mode with
 * its fields and no other mode's, the fraction.
 */
export const addCertidao: RestHandler<'addCertidao'> = ({ body, visitor, store, fixtures, config, sequences }) => {
  requirePortugueseStore(visitor.storeId);
  const checked = checkCertidaoEdit(body.form, fixtures.portugal);
  const product = localiseProduct(catalogueProduct(fixtures, PRODUCT_IDS.permanentCertificate), storeLanguage(store.store_id));
  const item = addCartItem(
    visitor,
    { product_id: product.product_id, product_name: product.name, options: certidaoOptions(checked), price: product.price },
    sequences,
  );
  return { ok: true, item_id: item.id, cart: visitor.cart, config };
};
