/**
 * Money, written once for the client, the fake backend and the tests (issue 23, point 2): amounts are euros with
 * VAT included, kept to the cent. Rounding was written six ways and euro formatting three; every price, total,
 * VAT split and printed amount now goes through these functions.
 */

/**
 * Whole cents of an amount, half away from zero. The product by 100 is read to 15 significant digits first, so
 * binary fractions round as the decimal the buyer sees: 1.005 → 101, 62.279999999999994 (3 × 20.76) → 6228.
 */
export function toCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return cents === 0 ? 0 : Math.sign(amount) * cents;
}

/** spec 9: an amount rounded to 2 decimals (a price, a total, the base or the VAT of a total). */
export function roundMoney(amount: number): number {
  return toCents(amount) / 100;
}

/**
 * spec 9: an amount as the storefront shows it, comma decimal and ',00' dropped: 99 → '99 €', 219.6 → '219,60 €'.
 * Thousands are not grouped, as the backend's own texts write them. `cents: 'always'` keeps ',00' where every
 * line must align, as on an invoice: 99 → '99,00 €'.
 */
export function formatEuro(amount: number, { cents: shown = 'if-any' }: { cents?: 'if-any' | 'always' } = {}): string {
  const cents = toCents(amount);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const sign = cents < 0 ? '-' : '';
  return rest === 0 && shown === 'if-any' ? `${sign}${whole} €` : `${sign}${whole},${String(rest).padStart(2, '0')} €`;
}

/** An amount as a payment provider's field takes it, point decimal and always two places: 240.76 → '240.76'. */
export function decimalAmount(amount: number): string {
  const cents = toCents(amount);
  return `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
