import type { RestHandler } from './handler.ts';

/**
 * Removes that one item from the visitor's quote and answers the new cart. Removal is idempotent:
 * an id not in the cart answers 200 with the cart unchanged, as a Magento quote's removeItem
 * ignores unknown ids.
 */
export const delQuoteItem: RestHandler<'delQuoteItem'> = ({ query, visitor, config }) => {
  const index = visitor.cart.findIndex((item) => item.id === query.id);
  if (index !== -1) visitor.cart.splice(index, 1);
  return { cart: visitor.cart, config };
};
