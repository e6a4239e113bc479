/**
 * The JSON data blocks a server-rendered page carries for the browser to take over from
 * (data blocks, not scripts: the content security policy allows no inline script).
 */
export const ROUTER_STATE_ELEMENT_ID = 'router-state';
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** JSON that is safe inside a <script> element whatever the text in it says. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jsonDataBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;
}
