import type { ClientRecord, ClientUpdateData, ClientUpdateResponse } from '#contracts/api/customer.ts';
import { callEndpoint } from './client.ts';
import { type BillingRecord, withCountry } from './client-record-outcome.ts';

/** clientupdate's answer as the client reads it: every field said, the record with its country. */
export type ClientUpdateOutcome = Required<Omit<ClientUpdateResponse, 'client'>> & { client: BillingRecord | null };

/** The record as sent, as the backend would answer it: the bank account by its last four digits only. */
function recordAsSent({ payment: { bank, ...payment }, ...fields }: ClientUpdateData): ClientRecord {
  return { ...fields, payment: bank === undefined ? payment : { ...payment, bank_account_ending: bank.cuenta.slice(-4) } };
}

/**
 * Saves the logged-in customer's billing record. A bank account in it travels in this request only: the answer gives
 * its last four digits, and the caller keeps nothing of it (as the card number, docs/decisions/038). The spec does not
 * show the answer: a 200 answer without `ok` is the record saved, without a message '', and without the record the one
 * sent.
 */
export async function clientUpdate(data: ClientUpdateData): Promise<ClientUpdateOutcome> {
  const answer = await callEndpoint('clientUpdate', { body: { data } });
  const ok = answer.ok ?? true;
  const client = answer.client ?? (ok ? recordAsSent(data) : null);
  return { ...answer, ok, message: answer.message ?? '', client: client && withCountry(client, answer.config.store_id) };
}
