/** The escapes that keep JSON inert inside an inline <script> element. */
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value as JSON that can sit inside an inline <script> element: no `</script>` or `<!--` can end or change it (every
 * `<`, `>` and `&` is a JSON escape), and the two line separators JavaScript once refused in strings are escaped too.
 * One pass over the JSON, whatever its size. The page's script reads the same value.
 */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text made safe the same way, for JSON that is already text (a render thread's products). */
export function scriptSafe(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character] ?? character);
}
