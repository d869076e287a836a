import type { ClientRecord, Region } from '#contracts/api/customer.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/** What GET client gives the billing form: the record (null when none is kept yet) and the regions to pick from. */
export interface ClientAndRegions {
  client: ClientRecord | null;
  /** The store country's regions (Spanish provinces, Portuguese districts); empty where there are none. */
  regions: Region[];
}

/** The logged-in customer's billing record and the regions of the store's country. */
export async function getClient(): Promise<ClientAndRegions> {
  const { client, regions } = await callEndpoint('getClient', {});
  return { client, regions };
}

/** The billing record as it stands, asked again on every mount: the customer edits it. */
export function useClientRecord(): Resource<ClientAndRegions> {
  return useResource('client', getClient, { fresh: true });
}
