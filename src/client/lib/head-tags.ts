import { documentTitle, type PageHead } from './page-head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Provisional: the title, description and canonical link of a page. */
export function renderHeadTags(
  head: PageHead,
  page: { siteUrl: string; pathname: string },
): string {
  const tags = [`<title>${escapeHtml(documentTitle(head.title))}</title>`];
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(page.siteUrl + page.pathname)}">`);
  return tags.join('');
}
