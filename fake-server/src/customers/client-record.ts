import { BANK_ACCOUNT_MISSING, BANK_CONTROL_DIGITS_WRONG, type ClientRecord, type ClientUpdateData } from '#contracts/api/customer.ts';
import { accountEnding, isValidSpanishAccount } from '#contracts/rules/spanish-bank-account.ts';
import { HttpError } from '../errors.ts';

/**
 * The billing record a customer saves, as the backend keeps it (spec 3 "Customer: payment"): with a preferred payment
 * by bank, the account sent now or the one already kept; its control digits checked by the shared rule. 400 naming
 * the field otherwise, and nothing changes.
 */
export function clientToKeep(data: ClientUpdateData, kept: ClientUpdateData | null): ClientUpdateData {
  const { preferred_payment, bank: sent } = data.payment;
  if (sent !== undefined && preferred_payment !== 'bank') {
    throw new HttpError(400, `body/data/payment/bank is only sent with a preferred payment by bank, not ${preferred_payment}`);
  }
  if (sent !== undefined && !isValidSpanishAccount(sent))
    throw new HttpError(400, `body/data/payment/bank/dc: ${BANK_CONTROL_DIGITS_WRONG}`);
  if (preferred_payment !== 'bank') return { ...data, payment: { preferred_payment } };
  const bank = sent ?? kept?.payment.bank;
  if (bank === undefined) throw new HttpError(400, `body/data/payment/bank: ${BANK_ACCOUNT_MISSING}`);
  return { ...data, payment: { preferred_payment, bank } };
}

/** The record as answered: the bank account only by its last four digits (never the whole account). */
export function clientView(kept: ClientUpdateData): ClientRecord {
  const { bank, preferred_payment } = kept.payment;
  return { ...kept, payment: { preferred_payment, ...(bank === undefined ? {} : { bank_account_ending: accountEnding(bank) }) } };
}
