import { type CardOutcome, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import type { PaymentFailureReason } from '#contracts/api/payment.ts';

/**
 * What the fake card provider does with a card number (docs/reference/fake-backend.md "Customers and payments"), like a provider's
 * test mode: any other valid number is paid without a challenge.
 */
export function cardOutcome(number: string): CardOutcome {
  switch (number) {
    case TEST_CARDS.challenge:
      return 'challenge';
    case TEST_CARDS.declined:
      return 'declined';
    case TEST_CARDS.insufficientFunds:
      return 'insufficient-funds';
    default:
      return 'frictionless';
  }
}

type Refusal = Exclude<CardOutcome, 'frictionless' | 'challenge'>;

/** The provider's own text, in Spanish only (the client words the reason code in the store's language). */
export const DECLINE_MESSAGES: Record<Refusal, string> = {
  declined: 'El banco ha denegado el pago.',
  'insufficient-funds': 'La tarjeta no tiene fondos suficientes.',
};

/** The provider's reason code for each refusal (contracts/payment.ts PAYMENT_FAILURE_REASONS). */
export const DECLINE_REASONS: Record<Refusal, PaymentFailureReason> = {
  declined: 'card_declined',
  'insufficient-funds': 'insufficient_funds',
};
