/** A price as the storefront shows it (spec 9): comma decimal, ',00' dropped: 219,6 → '219,60 €', 12 → '12 €'. */
export function formatEuro(amount: number): string {
  const cents = Math.round(amount * 100);
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
  return `${text} €`;
}
