/**
 * A value as JSON that can sit inside an inline <script> element: no `</script>` or `<!--` can end or change it (every
 * `<`, `>` and `&` is a JSON escape), and the two line separators JavaScript once refused in strings are escaped too.
 * The page's script reads the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
