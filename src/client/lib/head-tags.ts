import type { I18n } from '@lingui/core';
import { escapeHtml, jsonForScript } from '@shared/html-text';
import { LOCALES, localeOfPath, pathInLocale, type Locale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import { DEFAULT_DESCRIPTION } from '@shared/site-texts';
import { headTitle, SITE_NAME, type PageHead } from './page-head';

export { DEFAULT_DESCRIPTION };

/** Open Graph's form of each language's locale. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The picture link previews show (src/client/public/share-image.png). */
export const SHARE_IMAGE = {
  path: '/share-image.png',
  width: 1200,
  height: 630,
  /** Translated where the tags are made. */
  alt: text('{site}: free, independent help for timeshare owners', { site: SITE_NAME }),
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

/* eslint-disable lingui/no-unlocalized-strings -- HTML markup */
const alternateLink = (hreflang: string, href: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/**
 * The <head> tags of a server-rendered page: title, description, canonical link, Open Graph
 * and Twitter previews, robots, and structured data. They replace the template's own <title>
 * and description. `pathname` is the page's path (any query or fragment is left out).
 */
export function renderHeadTags(
  head: PageHead,
  page: { siteUrl: string; pathname: string; i18n: I18n },
): string {
  const siteUrl = siteOrigin(page.siteUrl);
  const pathname = page.pathname.replace(/[?#].*$/, '');
  const pageUrl = absoluteUrl(siteUrl, pathname);
  const locale = localeOfPath(pathname);
  const description = head.description?.trim() || page.i18n._(DEFAULT_DESCRIPTION);
  const shareTitle = head.title ?? SITE_NAME;
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path);
  const imageAlt = page.i18n._(SHARE_IMAGE.alt);

  const tags = [
    `<title>${escapeHtml(headTitle(head))}</title>`,
    meta('name', 'description', description),
    // A page kept out of search results names no canonical address (it has none to offer).
    head.noindex
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    // The same page in each language, and the English one for any other reader.
    ...(head.noindex
      ? []
      : [
          ...LOCALES.map((other) =>
            alternateLink(other, absoluteUrl(siteUrl, pathInLocale(pathname, other))),
          ),
          alternateLink('x-default', absoluteUrl(siteUrl, pathInLocale(pathname, 'en'))),
        ]),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', OPEN_GRAPH_LOCALES[other]),
    ),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SHARE_IMAGE.width),
    meta('property', 'og:image:height', SHARE_IMAGE.height),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    ...(head.jsonLd?.(siteUrl) ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n');
}
/* eslint-enable lingui/no-unlocalized-strings */
