/** Writing text and data into HTML that is put together as a string (pages, head tags, e-mail). */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON that can sit inside a <script> element whatever the text in it says: every '<' (and the
 * two line separators JavaScript once rejected) is written as a \u escape, still the same JSON,
 * so no text can close the element ('</script>') or open a comment ('<!--').
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
