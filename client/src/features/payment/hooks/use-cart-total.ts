import { useSnapshot } from 'valtio';
import { cartState } from '../../../stores/cart-store.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';

/** What the cart costs, VAT included, as the pay button names it; null while the cart is empty. */
export function useCartTotal(): number | null {
  const { items } = useSnapshot(cartState);
  return items.length === 0 ? null : cartTotal(items);
}
