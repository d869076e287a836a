import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { local } from './storage.ts';

/** spec 4 and 9: a chosen payment method counts as 'just selected' for 5 minutes. */
export const PAYMENT_CHOICE_VALID_MS = 5 * 60 * 1000;

export interface PaymentChoice {
  method: PaymentMethod | null;
  /** When it was chosen (ms since the epoch), null when no timestamp is stored. */
  chosenAt: number | null;
}

export function storedPaymentChoice(): PaymentChoice {
  // The key's schema keeps only a known method.
  return { method: local.get('temporal_payment_selected'), chosenAt: local.get('temporal_payment_selected_date') };
}

/** Stores the chosen method with its timestamp. */
export function selectPayment(method: PaymentMethod, now: number = Date.now()): void {
  local.set('temporal_payment_selected', method);
  local.set('temporal_payment_selected_date', now);
}

/** Forgets the choice, so the buyer picks again (after a failed payment). */
export function forgetPaymentChoice(): void {
  local.remove('temporal_payment_selected');
  local.remove('temporal_payment_selected_date');
}

export function isJustSelected({ chosenAt }: PaymentChoice, now: number): boolean {
  return chosenAt !== null && now - chosenAt <= PAYMENT_CHOICE_VALID_MS;
}

/**
 * spec 4: the buyer must pick a method again when there is no timestamp and the stored method is
 * not card, or when the timestamp is older than 5 minutes.
 */
export function mustPickPaymentAgain(choice: PaymentChoice, now: number): boolean {
  if (choice.chosenAt === null) return choice.method !== 'cc';
  return !isJustSelected(choice, now);
}
