import type { ClientUpdateData, ClientUpdateResponse } from '#contracts/api/customer.ts';
import { callEndpoint } from './client.ts';

/**
 * Saves the logged-in customer's billing record. A bank account in it travels in this request only: the answer gives
 * its last four digits, and the caller keeps nothing of it (as the card number, docs/decisions/038).
 */
export async function clientUpdate(data: ClientUpdateData): Promise<ClientUpdateResponse> {
  return callEndpoint('clientUpdate', { body: { data } });
}
