/**
 * spec 9: prices show a comma decimal and drop ',00' (99 € but 119,76 €). Thousands are not grouped,
 * as the backend's own texts write them.
 */
export function formatPrice(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  const sign = cents < 0 && whole === 0 ? '-' : '';
  return rest === 0 ? `${sign}${whole} €` : `${sign}${whole},${String(rest).padStart(2, '0')} €`;
}
