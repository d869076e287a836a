import type { RestHandler } from './handler.ts';

export const getCart: RestHandler<'getCart'> = ({ visitor, config }) => ({ cart: visitor.cart, config });
