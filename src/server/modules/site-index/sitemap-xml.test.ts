import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  it('escapes what XML and the sitemap protocol require, in every address', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = sitemapXml('https://tra.example.org', [
      { path: "/search?q=a&b='c'" },
      { path: '/resources/x', lastModified: new Date('2026-03-04T05:06:07.891Z') },
    ]);
    expect(xml).toContain(
      '<url><loc>https://tra.example.org/search?q=a&amp;b=&apos;c&apos;</loc></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://tra.example.org/resources/x</loc><lastmod>2026-03-04T05:06:07Z</lastmod></url>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
