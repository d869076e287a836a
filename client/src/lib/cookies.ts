/**
 * The one door to the page's cookies (today only consent's, spec 3). Reading never throws: a missing cookie, or one
 * whose value is not valid percent-encoding, reads as null; the caller decides what a value that does not fit means.
 */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Sets a first-party cookie for the whole site, for `days` days, never sent on third-party requests. */
export function writeCookie(name: string, value: string, days: number, doc: Document = document): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * 86_400)}; Path=/; SameSite=Lax${secure}`;
}
