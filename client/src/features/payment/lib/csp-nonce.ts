/**
 * The nonce the server put on this page's script tags (docs/decisions/017): an inline script the app injects
 * (the host's conversion scripts) runs under the Content-Security-Policy only with it. Browsers hide the
 * attribute once parsed, so it is read from the `nonce` property. Empty when the page has none (dev server).
 */
export function cspNonce(doc: Document = document): string {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || '';
}
