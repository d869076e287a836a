/**
 * A link from the backend (an invoice, a delivered document) the buyer may open: an absolute http(s) URL, or a
 * path of this site resolved against `base`. Anything else (javascript:, data:, blob:, file:) is null.
 */
export function safeHttpUrl(link: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
