import { countryOfStore, regionsOf } from '../../customers/regions.ts';
import type { RestHandler } from './handler.ts';

/**
 * The logged-in customer's billing record (null when none is kept or nobody is logged in), and the regions of the
 * store's country the record's region is picked from.
 */
export const getClient: RestHandler<'getClient'> = ({ visitor, fixtures, store, config }) => ({
  client: visitor.account?.client ?? null,
  regions: regionsOf(fixtures, countryOfStore(store.store_id)),
  config,
});
