import type { RenderedDocument } from '@shared/page-rendering';

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app page with a server-rendered page in it: the template's title and description give
 * way to the page's own head tags, the markup goes into #root and the state the browser starts
 * from goes before </body>.
 */
export function pageDocument(
  template: string,
  page: Extract<RenderedDocument, { kind: 'page' }>,
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('The page template has no empty #root.');
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => page.headTags)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.appHtml}</div>`)
    .replace('</body>', () => `${page.stateBlocks}</body>`);
}
