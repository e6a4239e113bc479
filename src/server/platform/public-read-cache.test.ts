import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicReadCache } from './public-read-cache';
import { preferredEncoding } from './public-reads';

function enabledCache(options: ConstructorParameters<typeof PublicReadCache>[0] = {}) {
  const cache = new PublicReadCache(options);
  cache.enable();
  return cache;
}

describe('PublicReadCache', () => {
  it('keeps nothing until enabled, and forgets everything when disabled', () => {
    const cache = new PublicReadCache();
    expect(cache.set('legal', '/a', cache.generation('legal'), '[]')).toBeUndefined();
    cache.enable();
    expect(cache.set('legal', '/a', cache.generation('legal'), '[]')).toBeDefined();
    cache.disable();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('legal', '/a', cache.generation('legal'), '[]')).toBeUndefined();
  });

  it('drops the answer a read took before a write of its topic changed the data', () => {
    const cache = enabledCache();
    const readStarted = cache.generation('articles');
    cache.invalidate(['articles']);
    expect(cache.set('articles', '/api/articles', readStarted, '["old"]')).toBeUndefined();
    expect(cache.get('/api/articles')).toBeUndefined();
    // Another topic's write does not matter.
    const legalRead = cache.generation('legal');
    cache.invalidate(['articles']);
    expect(cache.set('legal', '/api/legal/statutes', legalRead, '[]')).toBeDefined();
  });

  it('invalidates only the topics named', () => {
    const cache = enabledCache();
    cache.set('legal', '/legal', cache.generation('legal'), '[1]');
    cache.set('articles', '/articles', cache.generation('articles'), '[2]');
    cache.invalidate(['articles']);
    expect(cache.get('/legal')?.body).toBe('[1]');
    expect(cache.get('/articles')).toBeUndefined();
  });

  it('drops an answer that shows several topics when any of them is written', () => {
    const cache = enabledCache();
    const both = ['articles', 'legal'] as const;
    const raced = cache.generation(both);
    cache.invalidate(['legal']);
    expect(cache.set(both, '/sitemap.xml', raced, '<urlset/>')).toBeUndefined();

    for (const written of both) {
      cache.set(both, '/sitemap.xml', cache.generation(both), '<urlset/>', 'application/xml');
      expect(cache.get('/sitemap.xml')?.contentType).toBe('application/xml');
      cache.invalidate([written]);
      expect(cache.get('/sitemap.xml')).toBeUndefined();
    }
    cache.set('legal', '/json', cache.generation('legal'), '[]');
    expect(cache.get('/json')?.contentType).toBe('application/json; charset=utf-8');
  });

  it('forgets answers older than the maximum age', () => {
    let now = 1_000;
    const cache = enabledCache({ maxAgeMs: 500, now: () => now });
    cache.set('legal', '/a', 0, '[]');
    now += 500;
    expect(cache.get('/a')).toBeDefined();
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('evicts the least recently used answers beyond its byte budget, and skips huge ones', () => {
    const cache = enabledCache({ maxBytes: 30, maxEntryBytes: 20 });
    cache.set('legal', '/a', 0, 'a'.repeat(10));
    cache.set('legal', '/b', 0, 'b'.repeat(10));
    cache.get('/a');
    cache.set('legal', '/c', 0, 'c'.repeat(15));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.set('legal', '/d', 0, 'd'.repeat(21))).toBeUndefined();
  });

  it('gives the same weak ETag for the same body and compresses it faithfully', () => {
    const cache = enabledCache();
    const body = JSON.stringify({ text: 'Rescission '.repeat(200) });
    const first = cache.set('legal', '/a', 0, body)!;
    const second = cache.set('legal', '/b', 0, body)!;
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.etag).toBe(first.etag);
    expect(brotliDecompressSync(first.encoded('br')).toString()).toBe(body);
    expect(gunzipSync(first.encoded('gzip')).toString()).toBe(body);
    expect(first.encoded('br').length).toBeLessThan(body.length / 5);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.0, GZIP', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0', null],
  ])('%j prefers %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
