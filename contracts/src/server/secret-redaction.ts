/**
 * What no log of either server keeps (issue 41): one list for the storefront server's log (client/server/log-redaction.ts)
 * and for every file the fake backend writes about requests (its exchange log, call log and request journal).
 *
 * - Headers: the session and every other cookie, the admin token or any other authorisation, the formkey.
 * - Fields of a body (JSON, a form, a page's hidden inputs): the password, the card number, the customer's bank account
 *   in its four parts, the formkey the configuration answers, and the session id the admin API names as `visitor`.
 */
export const SECRET_HEADERS = ['cookie', 'set-cookie', 'authorization', 'x-form-key'] as const;

export const SECRET_FIELDS = ['pass', 'password', 'num', 'cvc', 'entidad', 'oficina', 'dc', 'cuenta', 'formkey', 'visitor'] as const;

export const REDACTED = '[redacted]';

const secretHeaders: ReadonlySet<string> = new Set(SECRET_HEADERS);
const fieldNames = SECRET_FIELDS.join('|');
/** `"pass": "…"` or `"num": 4242…` in JSON text, whether or not the whole text parses. */
const JSON_FIELD = new RegExp(`("(?:${fieldNames})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|-?[0-9][0-9.eE+-]*)`, 'g');
/** A form field in a page: `name="formkey" value="…"`. */
const HTML_FIELD = new RegExp(`(name="(?:${fieldNames})"\\s+value=")[^"]*(")`, 'g');

/**
 * A secret value as it is kept: digits become as many zeros (a card number or an account still has its shape, so a
 * validator replaying the log judges the same call), anything else is REDACTED.
 */
export function redactedValue(value: string): string {
  return /^[0-9]+$/.test(value) ? '0'.repeat(value.length) : REDACTED;
}

/** `a=1; b=2` → `a=[redacted]; b=[redacted]`: the cookies' names stay, their values go. */
const redactCookies = (cookies: string) => cookies.replace(/(^|;\s*)([^=;]+)=[^;]*/g, `$1$2=${REDACTED}`);
/** `opf_sid=…; Path=/; HttpOnly` → `opf_sid=[redacted]; Path=/; HttpOnly`. */
const redactSetCookie = (line: string) => line.replace(/^([^=;]+)=[^;]*/, `$1=${REDACTED}`);

function redactHeader(name: string, value: string): string {
  switch (name) {
    case 'cookie':
      return redactCookies(value);
    case 'set-cookie':
      return redactSetCookie(value);
    case 'authorization':
      return value.replace(/^(\S+\s+)?.*$/s, (_whole, scheme: string | undefined) => `${scheme ?? ''}${REDACTED}`);
    default:
      return REDACTED;
  }
}

/** The headers with every SECRET_HEADERS value redacted (names kept, so a reader still sees a cookie was sent). */
export function redactHeaders<Value>(headers: Record<string, Value>): Record<string, Value> {
  const kept: Record<string, Value> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    kept[name] = (
      !secretHeaders.has(lower) || value === undefined
        ? value
        : Array.isArray(value)
          ? value.map((one: unknown) => redactHeader(lower, String(one)))
          : redactHeader(lower, String(value))
    ) as Value;
  }
  return kept;
}

/** A body as text (JSON, a form, a page) with the values of SECRET_FIELDS redacted. */
export function redactBodyText(text: string, contentType = ''): string {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const form = new URLSearchParams(text);
    let changed = false;
    for (const name of SECRET_FIELDS) {
      if (form.has(name)) {
        form.set(name, redactedValue(form.get(name) ?? ''));
        changed = true;
      }
    }
    return changed ? form.toString() : text;
  }
  return text
    .replace(JSON_FIELD, (_whole, key: string, value: string) =>
      value.startsWith('"') ? `${key}"${redactedValue(value.slice(1, -1))}"` : `${key}${redactedValue(value)}`,
    )
    .replace(HTML_FIELD, `$1${REDACTED}$2`);
}

/** An address with the values of SECRET_FIELDS in its query redacted (a GET form may carry one). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  if (!SECRET_FIELDS.some((name) => query.has(name))) return url;
  for (const name of SECRET_FIELDS) if (query.has(name)) query.set(name, redactedValue(query.get(name) ?? ''));
  return `${url.slice(0, at)}?${query.toString()}`;
}
