import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://tra.example.org', [
    { path: "/search?q=a&b='c'" },
    { path: '/resources/x', lastModified: new Date('2026-03-04T05:06:07.891Z') },
  ]);

  it('escapes what XML and the sitemap protocol require, in every address', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(xml).toContain(
      '<url><loc>https://tra.example.org/search?q=a&amp;b=&apos;c&apos;</loc><xhtml:link',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists each page in English and in Spanish, each naming both versions', () => {
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://tra.example.org/resources/x"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://tra.example.org/es/resources/x"/>';
    expect(xml).toContain(
      `<url><loc>https://tra.example.org/resources/x</loc><lastmod>2026-03-04T05:06:07Z</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://tra.example.org/es/resources/x</loc><lastmod>2026-03-04T05:06:07Z</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
