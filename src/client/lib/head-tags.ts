import { escapeHtml, jsonForScript } from '@shared/html-text';
import { headTitle, SITE_NAME, type PageHead } from './page-head';

/** What search results show for a page that does not describe itself (as in index.html). */
export const DEFAULT_DESCRIPTION =
  'Timeshare Resolution Advocates is a nonprofit that helps timeshare owners understand their rights, avoid exit scams and find vetted legal help.';

/** The picture link previews show (src/client/public/share-image.png). */
export const SHARE_IMAGE = {
  path: '/share-image.png',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: free, independent help for timeshare owners`,
} as const;

/** The site's address without a trailing slash, so paths can be appended to it. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** An absolute address on the site for a path such as '/resources'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteOrigin(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A description of at most `max` characters from longer text (a record's summary): spaces and
 * line breaks collapsed, cut at a word with an ellipsis. Search results show about 160.
 */
export function shortDescription(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/**
 * The <head> tags of a server-rendered page: title, description, canonical link, Open Graph
 * and Twitter previews, robots, and structured data. They replace the template's own <title>
 * and description. `pathname` is the page's path (any query or fragment is left out).
 */
export function renderHeadTags(
  head: PageHead,
  page: { siteUrl: string; pathname: string },
): string {
  const siteUrl = siteOrigin(page.siteUrl);
  const pageUrl = absoluteUrl(siteUrl, page.pathname.replace(/[?#].*$/, ''));
  const description = head.description?.trim() || DEFAULT_DESCRIPTION;
  const shareTitle = head.title ?? SITE_NAME;
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path);

  const tags = [
    `<title>${escapeHtml(headTitle(head))}</title>`,
    meta('name', 'description', description),
    // A page kept out of search results names no canonical address (it has none to offer).
    head.noindex
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SHARE_IMAGE.width),
    meta('property', 'og:image:height', SHARE_IMAGE.height),
    meta('property', 'og:image:alt', SHARE_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', SHARE_IMAGE.alt),
    ...(head.jsonLd?.(siteUrl) ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n');
}
