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
  /** A visitor's quote, as loadquote knows it; SEEDED_QUOTE_ID (contracts/src/admin.ts) is below the first. */
  nextQuoteId(): string;
  /** A Multibanco payment reference (nine digits). */
  nextMultibancoReference(): string;
}

function counter(last: number): () => number {
  return () => {
    last += 1;
    return last;
  };
}

export function createSequences(): Sequences {
  const item = counter(500_000);
  const quote = counter(700_000);
  const reference = counter(310_000_000);
  return {
    nextItemId: () => String(item()),
    nextOrderNumber: counter(20_000_000),
    nextQuoteId: () => String(quote()),
    nextMultibancoReference: () => String(reference()),
  };
}
