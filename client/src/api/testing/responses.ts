import type { CartItem, CartResponse } from '#contracts/cart.ts';
import type { ConfigResponse } from '#contracts/config.ts';
import { defaultConfig } from '../../stores/config-store.ts';

/** Small valid responses for unit tests, typed by the contracts so they cannot drift. */
export const configResponse: ConfigResponse = {
  config: { ...defaultConfig, store_id: 9, portalName: 'Registro Test', homepage: 'https://registro.example' },
};

export function cartItem(id: string, product_id: string, product_name: string, print_value = ''): CartItem {
  return {
    id,
    order_id: null,
    product_id,
    qty: 1,
    options: print_value ? [{ option_id: '1', option_value: '', value: print_value, print_value, label: 'Dirección' }] : [],
    created_at: '2026-11-20T10:00:00Z',
    status: 'pending',
    referencia: `REF-${id}`,
    product_name,
    panel_status_id: null,
    pendingTramitation: false,
    parent_id: null,
    real_order_id: null,
    extra: {},
  };
}

export const cartResponse: CartResponse = {
  ...configResponse,
  cart: [cartItem('1001', '15867', 'Nota Simple', 'Calle Mayor 1, Madrid'), cartItem('1002', '18458', 'Copia de escritura')],
};
