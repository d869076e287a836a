import { useState } from 'react';
import { addActualizarNsAhora } from '../../../api/add-actualizar-ns-ahora.ts';
import { addActualizarPedidoAhora } from '../../../api/add-actualizar-pedido-ahora.ts';
import { NOTA_SIMPLE_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { cartState, setShowCart } from '../../../stores/cart-store.ts';
import type { OrderItem } from '../lib/order-groups.ts';

export type RenewalState = { status: 'idle' } | { status: 'busy' } | { status: 'done'; price: number } | { status: 'failed' };

/**
 * Puts the same request again into the cart: a Nota Simple through addactualizarnsahora, any other order item
 * through addactualizarpedidoahora (spec 7). The answer's cart is the header's at once (the API module announces
 * it); the price shown is the new cart item's, as the backend priced it.
 */
export function useRenewal(orderId: string, item: OrderItem) {
  const [state, setState] = useState<RenewalState>({ status: 'idle' });
  async function renew() {
    setState({ status: 'busy' });
    const form = { order_id: orderId, item_id: item.id };
    try {
      const itemId = NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id)
        ? await addActualizarNsAhora(form)
        : await addActualizarPedidoAhora(form);
      setShowCart(true);
      trackAddToCart(itemId, item.product_id);
      const added = cartState.items.find((entry) => entry.id === itemId);
      setState({ status: 'done', price: added?.extra.current_price ?? 0 });
    } catch {
      setState({ status: 'failed' });
    }
  }
  return { state, renew };
}
