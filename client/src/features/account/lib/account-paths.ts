/** The account area's routes (docs/decisions/013-account-area.md). */
export const ACCOUNT_PATHS = {
  orders: '/customer/orders',
  order: (orderId: string) => `/customer/orders/${encodeURIComponent(orderId)}`,
  finalize: (itemId: string) => `/customer/checkout/finalize/${encodeURIComponent(itemId)}`,
  updateOrder: (orderId: string, itemId: string) => `/product/actualizar/${encodeURIComponent(orderId)}/${encodeURIComponent(itemId)}`,
  /** The located-property service: the Nota Simple of properties a delivered search found (features/properties-query). */
  locatedProperties: (orderId: string, itemId: string) =>
    `/q-propiedades/localizadas/${encodeURIComponent(orderId)}/${encodeURIComponent(itemId)}`,
  /** Correcting a Nota Simple already ordered (features/simple-note, updatePedidoNS; docs/decisions/038). */
  correctNote: (orderId: string, itemId: string) => `/nota-simple/corregir/${encodeURIComponent(orderId)}/${encodeURIComponent(itemId)}`,
} as const;
