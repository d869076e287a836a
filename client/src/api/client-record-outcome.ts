import type { BillingCountry, ClientRecord } from '#contracts/api/customer.ts';
import { storeCountry } from '#contracts/constants/stores.ts';

/** A billing record as the client reads it: its country always said. */
export type BillingRecord = ClientRecord & { country: BillingCountry };

/**
 * The record with its country: the one it names, else the store's (spec 3 lists the record without a country, so a
 * backend may leave it out). GET client and clientupdate both answer a record.
 */
export function withCountry(record: ClientRecord, storeId: number): BillingRecord {
  return { ...record, country: record.country ?? storeCountry(storeId) };
}
