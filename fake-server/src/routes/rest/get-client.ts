import type { RestHandler } from './handler.ts';

/** The logged-in customer's billing record; null when none is kept or nobody is logged in. */
export const getClient: RestHandler<'getClient'> = ({ visitor, config }) => ({
  client: visitor.account?.client ?? null,
  config,
});
