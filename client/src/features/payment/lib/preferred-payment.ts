import { PREFERRED_PAYMENTS, type PreferredPayment, storePaymentMethods } from '#contracts/constants/payment-methods.ts';
import { type SpanishBankAccount, parseSpanishAccount } from '#contracts/rules/spanish-bank-account.ts';

/** The preferred payments a customer of the store may keep (spec 3): the store's own methods, then no preference. */
export function preferredPaymentsOf(storeId: number): PreferredPayment[] {
  const offered: readonly string[] = storePaymentMethods(storeId);
  return PREFERRED_PAYMENTS.filter((payment) => payment === 'none' || offered.includes(payment));
}

/**
 * What the buyer typed as their bank account (spec 3 "bank entidad, oficina, dc, cuenta"), by the shared rule: the
 * account, or why not ('missing': nothing that looks like one; 'invalid': an IBAN or 20 digits whose check fails).
 */
export function readBankAccount(typed: string): { account: SpanishBankAccount } | { problem: 'missing' | 'invalid' } {
  const account = parseSpanishAccount(typed);
  if (account !== null) return { account };
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  return /^(ES\d{22}|\d{20})$/.test(compact) ? { problem: 'invalid' } : { problem: 'missing' };
}
