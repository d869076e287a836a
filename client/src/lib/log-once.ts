const logged = new WeakSet<object>();
let lastPrimitive: unknown;

/**
 * Logs an error that broke a screen once (console.error), however many of React and the router report it: React's
 * caught-error hook, the router's onError and a development re-render all see the same error object.
 */
export function logErrorOnce(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  } else {
    if (error === lastPrimitive) return;
    lastPrimitive = error;
  }
  console.error(error);
}
