import { jsonForScript } from './html-text';

/**
 * The JSON data blocks a server-rendered page carries for the browser to take over from
 * (data blocks, not scripts: the content security policy allows no inline script).
 */
export const ROUTER_STATE_ELEMENT_ID = 'router-state';
export const QUERY_STATE_ELEMENT_ID = 'query-state';

export function jsonDataBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;
}
