import type { Region } from '#contracts/api/customer.ts';
import { callEndpoint } from './client.ts';
import { type BillingRecord, withCountry } from './client-record-outcome.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/** What GET client gives the billing form: the record (null when none is kept yet) and the regions to pick from. */
export interface ClientAndRegions {
  client: BillingRecord | null;
  /** The store country's regions (Spanish provinces, Portuguese districts); empty where there are none. */
  regions: Region[];
}

/**
 * The logged-in customer's billing record and the regions of the store's country. The spec does not show the answer
 * around the record: without it no record is kept yet (the form starts empty, with the customer's e-mail), without
 * regions the province is typed, and a record without a country has the store's.
 */
export async function getClient(): Promise<ClientAndRegions> {
  const { client, regions, config } = await callEndpoint('getClient', {});
  return { client: client ? withCountry(client, config.store_id) : null, regions: regions ?? [] };
}

/** The billing record as it stands, asked again on every mount: the customer edits it. */
export function useClientRecord(): Resource<ClientAndRegions> {
  return useResource('client', getClient, { fresh: true });
}
