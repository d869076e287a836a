import type { RestHandler } from './handler.ts';

/** The logged-in customer's billing record; null when none is kept or nobody is logged in. */
export const getClient: RestHandler<'getClient'> = ({ visitor, customers, config }) => ({
  client: visitor.loggedIn ? (customers.get(visitor.customerEmail)?.client ?? null) : null,
  config,
});
