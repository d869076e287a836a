/** Patterns the contract's schemas and the client's own checks share (the client bundles this module: no schemas). */

/** The backend's ids (products, options, cart and order items, orders, quotes): digits, sent as strings. */
export const NUMERIC_ID_PATTERN = '^[0-9]+$';
