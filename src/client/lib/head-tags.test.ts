import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { DEFAULT_DESCRIPTION, renderHeadTags, shortDescription } from './head-tags';

const site = { siteUrl: 'https://tra.example/', pathname: '/resources', i18n };

/** The tags parsed as a browser would parse them inside <head>. */
function parseHead(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head></html>`,
    'text/html',
  );
}

function metaContent(head: Document, key: string): string | null {
  return (
    head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ??
    null
  );
}

describe('renderHeadTags', () => {
  it('writes the title, description, canonical link and previews of a page', () => {
    const head = parseHead(
      renderHeadTags({ title: 'Education Centre', description: 'Free guides.' }, site),
    );
    expect(head.title).toBe('Education Centre | Timeshare Resolution Advocates');
    expect(metaContent(head, 'description')).toBe('Free guides.');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://tra.example/resources',
    );
    expect(metaContent(head, 'robots')).toBeNull();
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:title')).toBe('Education Centre');
    expect(metaContent(head, 'og:description')).toBe('Free guides.');
    expect(metaContent(head, 'og:url')).toBe('https://tra.example/resources');
    expect(metaContent(head, 'og:site_name')).toBe('Timeshare Resolution Advocates');
    expect(metaContent(head, 'og:image')).toBe('https://tra.example/share-image.png');
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'og:image:alt')).toMatch(/^Timeshare Resolution Advocates/);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe('Education Centre');
    expect(metaContent(head, 'twitter:description')).toBe('Free guides.');
    expect(metaContent(head, 'twitter:image')).toBe('https://tra.example/share-image.png');
  });

  it('falls back to the site name and the description of index.html', () => {
    const html = renderHeadTags({}, { siteUrl: 'https://tra.example', pathname: '/', i18n });
    const head = parseHead(html);
    expect(head.title).toBe('Timeshare Resolution Advocates');
    expect(metaContent(head, 'description')).toBe(DEFAULT_DESCRIPTION.message);
    expect(metaContent(head, 'og:title')).toBe('Timeshare Resolution Advocates');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://tra.example/',
    );
    // The one description shown before and without server rendering is the same text.
    const template = new DOMParser().parseFromString(
      readFileSync('src/client/index.html', 'utf8'),
      'text/html',
    );
    expect(metaContent(template, 'description')).toBe(DEFAULT_DESCRIPTION.message);
  });

  it('gives a guide its meta title, its own title in previews, and no query in its address', () => {
    const head = parseHead(
      renderHeadTags(
        {
          title: 'Cancelling in Florida',
          searchTitle: 'Cancel a Florida timeshare in 10 days | TRA Guide',
          type: 'article',
        },
        { siteUrl: 'https://tra.example', pathname: '/resources/cancel?utm_source=mail#top', i18n },
      ),
    );
    // The CMS's meta title is the whole title, as the editor wrote it.
    expect(head.title).toBe('Cancel a Florida timeshare in 10 days | TRA Guide');
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:title')).toBe('Cancelling in Florida');
    expect(metaContent(head, 'twitter:title')).toBe('Cancelling in Florida');
    expect(metaContent(head, 'og:url')).toBe('https://tra.example/resources/cancel');
  });

  it('keeps a noindex page out of search results, with no canonical address', () => {
    const head = parseHead(renderHeadTags({ title: 'Sign In', noindex: true }, site));
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('escapes every text and attribute', () => {
    const hostile = `"><script>alert('x')</script> & more`;
    const html = renderHeadTags({ title: hostile, description: hostile }, site);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain(`"><`);
    const head = parseHead(html);
    expect(head.querySelectorAll('script')).toHaveLength(0);
    expect(head.title).toBe(`${hostile} | Timeshare Resolution Advocates`);
    expect(metaContent(head, 'description')).toBe(hostile);
    expect(metaContent(head, 'og:title')).toBe(hostile);
  });

  it('writes each JSON-LD object in its own script, safe against </script> in its text', () => {
    const guide = {
      '@type': 'Article',
      headline: 'Tricks </script><script>alert(1)</script> <!-- & more',
    };
    const html = renderHeadTags(
      { jsonLd: (siteUrl) => [{ '@type': 'NGO', url: `${siteUrl}/` }, guide] },
      site,
    );
    expect(html).not.toMatch(/<\/script><script>alert/);
    expect(html).not.toContain('<!--');
    const scripts = [...parseHead(html).querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual([
      'application/ld+json',
      'application/ld+json',
    ]);
    // The builders were given the site's address without its trailing slash.
    expect(scripts.map((script) => JSON.parse(script.textContent ?? '') as unknown)).toEqual([
      { '@type': 'NGO', url: 'https://tra.example/' },
      guide,
    ]);
  });
});

describe('shortDescription', () => {
  it('keeps short text, collapsing its spaces and line breaks', () => {
    expect(shortDescription('  The buyer may\ncancel   within 10 days. ')).toBe(
      'The buyer may cancel within 10 days.',
    );
  });

  it('cuts long text at a word, with an ellipsis, within the limit', () => {
    const text = `${'word '.repeat(50)}end`;
    const short = shortDescription(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short).toMatch(/^word( word)*…$/);
  });
});
