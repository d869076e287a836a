import { type CardOutcome, TEST_CARDS } from '#contracts/demo-data.ts';

/**
 * What the fake card provider does with a card number (README "Test cards"), like a provider's
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

/** The provider's reason, in the store's language family (the client shows the spec's own text for cards). */
export const DECLINE_MESSAGES: Record<Exclude<CardOutcome, 'frictionless' | 'challenge'>, string> = {
  declined: 'El banco ha denegado el pago.',
  'insufficient-funds': 'La tarjeta no tiene fondos suficientes.',
};
