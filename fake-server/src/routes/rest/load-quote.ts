import type { RestHandler } from './handler.ts';

/** The visitor's saved quote by id, as its cart; ok false (and the cart unchanged) for another id. */
export const loadQuote: RestHandler<'loadQuote'> = ({ query, visitor, config }) => ({
  ok: query.id === visitor.quoteId,
  cart: visitor.cart,
  config,
});
