import { clientToKeep, clientView } from '../../customers/client-record.ts';
import { checkRegion } from '../../customers/regions.ts';
import type { RestHandler } from './handler.ts';

/**
 * Saves the logged-in customer's billing record, its region checked against its country (customers/regions.ts) and
 * its bank account by its control digits (customers/client-record.ts); answers it with the account masked. ok false
 * (and nothing saved) for a visitor who is not logged in.
 */
export const clientUpdate: RestHandler<'clientUpdate'> = ({ body, visitor, fixtures, config }) => {
  const { account } = visitor;
  if (account === null) return { ok: false, message: 'Identifícate para guardar tus datos de facturación.', client: null, config };
  checkRegion(fixtures, body.data);
  account.client = clientToKeep(body.data, account.client);
  return { ok: true, message: '', client: clientView(account.client), config };
};
