import type { ClientRecord } from '#contracts/customer.ts';
import { callEndpoint } from './client.ts';

/** The logged-in customer's billing record, null when none is kept yet. */
export async function getClient(): Promise<ClientRecord | null> {
  const { client } = await callEndpoint('getClient', {});
  return client;
}
