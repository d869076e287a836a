import { storeCountry } from '#contracts/constants/stores.ts';
import { clientView } from '../../customers/client-record.ts';
import { regionsOf } from '../../customers/regions.ts';
import type { RestHandler } from './handler.ts';

/**
 * The logged-in customer's billing record, its bank account masked (null when none is kept or nobody is logged in), and the regions of the
 * store's country the record's region is picked from.
 */
export const getClient: RestHandler<'getClient'> = ({ visitor, fixtures, store, config }) => ({
  client: visitor.account?.client ? clientView(visitor.account.client) : null,
  regions: regionsOf(fixtures, storeCountry(store.store_id)),
  config,
});
