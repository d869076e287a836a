import { HttpError } from '../../errors.ts';
import { genericItemFrom } from '../../products/generic-item.ts';
import { NOTA_SIMPLE_PRODUCT_IDS, PRODUCT_IDS, isEditableInCart } from '#contracts/constants/product-ids.ts';
import { applyCertidaoEdit } from '../../portugal/certidao.ts';
import { applyIpredialEdit } from '../../portugal/ipredial.ts';
import { applyNotaSimpleEdit } from '../../spain/nota-simple.ts';
import type { RestHandler } from './handler.ts';
import { cartBoundsProblem } from '#contracts/rules/cart-bounds.ts';

/**
 * Replaces a generic cart item's answers and reprices it, or applies the edit dialog of a dedicated flow's
 * item (Nota Simple, permanent certificate, simplified report), checked as when it was added; answers the new cart.
 * The property search (18357) cannot be edited (spec 6): 400 naming the id, and the item stays as it was (a form of
 * no answers used to wipe who was searched and drop its price from 74,28 € to 20,76 €). A generic item's new
 * answers are checked as a whole, as addgeneric checks them (genericItemFrom), and must keep the cart within its
 * bounds (cartBoundsProblem).
 */
export const updateQuoteItem: RestHandler<'updateQuoteItem'> = ({ query, body, visitor, fixtures, store, config }) => {
  const item = visitor.cart.find((candidate) => candidate.id === query.id);
  if (item === undefined) throw new HttpError(400, `querystring/id: item ${query.id} is not in the cart`);
  if (!isEditableInCart(item.product_id)) {
    throw new HttpError(
      400,
      `querystring/id: item ${item.id} (${item.product_name}, product ${item.product_id}) cannot be edited (spec 6): delete it or cancel the request`,
    );
  }
  if (NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id)) {
    if (!('nombre' in body.form)) throw new HttpError(400, `body/form: item ${item.id} is a Nota Simple, edited with its own fields`);
    applyNotaSimpleEdit(item, body.form, fixtures.spain, 'body/form');
    return { cart: visitor.cart, config };
  }
  if (item.product_id === PRODUCT_IDS.permanentCertificate) {
    if (!('forma_identificar_matricial' in body.form)) {
      throw new HttpError(400, `body/form: item ${item.id} is a permanent certificate, edited with its own fields (CertidaoEdit)`);
    }
    applyCertidaoEdit(item, body.form, fixtures.portugal);
    return { cart: visitor.cart, config };
  }
  if (item.product_id === PRODUCT_IDS.simplifiedReport) {
    if (!('tiene_numero' in body.form)) {
      throw new HttpError(400, `body/form: item ${item.id} is a simplified report, edited with its own fields (IpredialEdit)`);
    }
    applyIpredialEdit(item, body.form, fixtures.portugal);
    return { cart: visitor.cart, config };
  }
  if (!('values' in body.form)) throw new HttpError(400, `body/form/values: item ${item.id} is product ${item.product_id}`);
  if (body.form.product_id !== item.product_id) {
    throw new HttpError(400, `body/form/product_id: item ${item.id} is product ${item.product_id}`);
  }
  const { options, price } = genericItemFrom(body.form, fixtures, store);
  const problem = cartBoundsProblem(visitor.cart, options, item.id);
  if (problem !== undefined) throw new HttpError(400, problem);
  item.options = options;
  item.extra = { ...item.extra, current_price: price };
  return { cart: visitor.cart, config };
};
