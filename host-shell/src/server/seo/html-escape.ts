/** Escapes text for an HTML attribute value or element content (both quote styles). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` become `\u003c`-style escapes, so a
 * product text holding `</script>` or `<!--` cannot end the element; the line separators that
 * older parsers treat as newlines are escaped too. The JSON still parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
