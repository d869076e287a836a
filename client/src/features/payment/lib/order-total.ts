import { roundPrice } from '#contracts/pricing.ts';

/** What the buyer pays for these items: the sum of their prices (VAT included), to the cent; 0 for an item without a price. */
export function itemsTotal(items: readonly { readonly extra: { readonly current_price?: number | undefined } }[]): number {
  return roundPrice(items.reduce((sum, item) => sum + (item.extra.current_price ?? 0), 0));
}
