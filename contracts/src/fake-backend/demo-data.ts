/**
 * The demo data every fresh fake backend knows and every kind of test uses (docs/reference/fake-backend.md "Customers and
 * payments"): one registered customer and the provider's test cards. Imported, never retyped.
 */

/** The registered customer of every fresh fake server. */
export const DEMO_CUSTOMER = { email: 'cliente@example.com', password: 'Secreto-2026' } as const;

/** A second customer, whose orders the demo customer must never see (and the other way round). */
export const SECOND_CUSTOMER = { email: 'otra.clienta@example.com', password: 'Secreto-2026' } as const;

/** A customer of the Portuguese portals (store 16): their orders' ids start with 16. */
export const PORTUGUESE_CUSTOMER = { email: 'cliente.pt@example.com', password: 'Secreto-2026' } as const;

/** Every customer a fresh fake server knows. */
export const DEMO_CUSTOMERS = [DEMO_CUSTOMER, SECOND_CUSTOMER, PORTUGUESE_CUSTOMER] as const;

/** What the fake card provider does with a card number, like a provider's test mode. */
export type CardOutcome = 'frictionless' | 'challenge' | 'declined' | 'insufficient-funds';

/** Test card numbers by outcome (digits only); any other valid number is paid without a challenge. */
export const TEST_CARDS = {
  frictionless: '4242424242424242',
  challenge: '4000000000003220',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** A card number as a buyer types it, in groups of four: `4242 4242 4242 4242`. */
export const typedCardNumber = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
