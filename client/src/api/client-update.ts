import type { ClientRecord, ClientUpdateResponse } from '#contracts/customer.ts';
import { callEndpoint } from './client.ts';

/** Saves the logged-in customer's billing record. */
export async function clientUpdate(data: ClientRecord): Promise<ClientUpdateResponse> {
  return callEndpoint('clientUpdate', { body: { data } });
}
