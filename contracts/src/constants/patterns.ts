/** Patterns the contract's schemas and the client's own checks share (the client bundles this module: no schemas). */

/** The backend's ids (products, options, cart and order items, orders, quotes): digits, sent as strings. */
export const NUMERIC_ID_PATTERN = '^[0-9]+$';

/**
 * A path of this app (one truth for both sides: a link the backend builds from a path the client sent, and the pages
 * the client sends a buyer back to): one leading '/' and never '//' or '/\' after it (a browser reads both as another
 * site, '//evil.example/phish'), so no scheme either; no backslash, whitespace or control character anywhere.
 */
export const APP_PATH_PATTERN = String.raw`^/(?:[^/\\\s\x00-\x1f\x7f-\x9f][^\\\s\x00-\x1f\x7f-\x9f]*)?$`;

const APP_PATH = new RegExp(APP_PATH_PATTERN);

/** True for a path of this app (APP_PATH_PATTERN): '/customer/authenticate', never '//evil.example' or 'https://…'. */
export const isAppPath = (path: string): boolean => APP_PATH.test(path);
