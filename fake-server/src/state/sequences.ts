/**
 * The ids the fake backend hands out, each unique across every visitor of one server and never reused,
 * as a real database's would be. Every `buildServer()` has its own (`app.sequences`), so two servers in
 * one process count independently.
 */
export interface Sequences {
  /** Quote items; seeded scenario items use ids below the first. */
  nextItemId(): string;
  /** The number an order id ends with (it starts with the store id, fixtures/README.md). */
  nextOrderNumber(): number;
  /** A visitor's quote, as loadquote knows it; SEEDED_QUOTE_ID (contracts/src/fake-backend/admin.ts) is below the first. */
  nextQuoteId(): string;
  /** A Multibanco payment reference (nine digits). */
  nextMultibancoReference(): string;
  /** The last number each sequence handed out (the state file keeps them: docs/decisions/031-optional-persistence.md). */
  lastValues(): SequenceValues;
  /** Goes on after these (a restarted server's saved values), never below where a new server starts. */
  continueAfter(last: SequenceValues): void;
}

/** The last number handed out by each sequence. */
export interface SequenceValues {
  item: number;
  order: number;
  quote: number;
  reference: number;
}

/** Where a new server's sequences start: each hands out the number after these. */
export const FIRST_SEQUENCE_VALUES: SequenceValues = { item: 500_000, order: 20_000_000, quote: 700_000, reference: 310_000_000 };

export function createSequences(): Sequences {
  const values = { ...FIRST_SEQUENCE_VALUES };
  const next = (key: keyof SequenceValues) => (values[key] += 1);
  return {
    nextItemId: () => String(next('item')),
    nextOrderNumber: () => next('order'),
    nextQuoteId: () => String(next('quote')),
    nextMultibancoReference: () => String(next('reference')),
    lastValues: () => ({ ...values }),
    continueAfter: (last) => {
      for (const key of Object.keys(values) as (keyof SequenceValues)[]) values[key] = Math.max(last[key], FIRST_SEQUENCE_VALUES[key]);
    },
  };
}
