/** The account area's routes (docs/decisions/013-account-area.md). */
export const ACCOUNT_PATHS = {
  orders: '/customer/orders',
  order: (orderId: string) => `/customer/orders/${encodeURIComponent(orderId)}`,
  finalize: (itemId: string) => `/customer/checkout/finalize/${encodeURIComponent(itemId)}`,
  updateOrder: (orderId: string, itemId: string) => `/product/actualizar/${encodeURIComponent(orderId)}/${encodeURIComponent(itemId)}`,
} as const;
