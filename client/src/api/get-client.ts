import type { ClientRecord } from '#contracts/customer.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from './use-resource.ts';

/** The logged-in customer's billing record, null when none is kept yet. */
export async function getClient(): Promise<ClientRecord | null> {
  const { client } = await callEndpoint('getClient', {});
  return client;
}

/** The billing record as it stands, asked again on every mount: the customer edits it. */
export function useClientRecord(): Resource<ClientRecord | null> {
  return useResource('client', getClient, { fresh: true });
}
