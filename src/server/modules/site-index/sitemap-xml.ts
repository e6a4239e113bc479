import { LOCALES, localizedHref } from '@shared/i18n/locales';
import type { SitemapEntry } from './sitemap-entries';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute (the sitemap protocol asks for all five). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** A W3C datetime to the second, in UTC. */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The sitemap protocol's urlset (sitemaps.org 0.9), with absolute addresses under `publicUrl`:
 * each page in every language, each naming all its language versions (hreflang alternates).
 */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${w3cDatetime(lastModified)}</lastmod>` : '';
    const alternates = LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(publicUrl + localizedHref(path, locale))}"/>`,
    ).join('');
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(publicUrl + localizedHref(path, locale))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
