import { describe, expect, it } from 'vitest';
import { chunkClosure, pageMatching, pagePreloadsOf, type ViteManifest } from './page-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_icon.js': { file: 'assets/icon.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_icon.js', 'index.html'] },
  'routes/landing.tsx': { file: 'assets/landing.js', imports: ['_card.js', 'index.html'] },
  'routes/resource.tsx': { file: 'assets/resource.js', imports: ['_icon.js'] },
};

describe('page preloads', () => {
  it('follows static imports once each, whatever the cycles', () => {
    expect(chunkClosure(manifest, ['routes/landing.tsx'])).toEqual([
      'assets/landing.js',
      'assets/card.js',
      'assets/icon.js',
      'assets/react.js',
      'assets/index.js',
    ]);
  });

  it('lists per page only what the entry does not load already', () => {
    const preloads = pagePreloadsOf(manifest, [
      { path: '/', page: 'landing' },
      { path: '/resources/:slug', page: 'resource' },
    ]);
    expect(preloads.entry).toEqual(['assets/index.js', 'assets/react.js']);
    expect(preloads.pages).toEqual([
      { path: '/', files: ['assets/landing.js', 'assets/card.js', 'assets/icon.js'] },
      { path: '/resources/:slug', files: ['assets/resource.js', 'assets/icon.js'] },
    ]);
  });

  it('matches static segments before parameters, and the catch-all last', () => {
    const pages = [
      { path: '*' },
      { path: '/admin/:section' },
      { path: '/admin/cases' },
      { path: '/' },
    ];
    expect(pageMatching(pages, '/')?.path).toBe('/');
    expect(pageMatching(pages, '/admin/cases')?.path).toBe('/admin/cases');
    expect(pageMatching(pages, '/admin/people/')?.path).toBe('/admin/:section');
    expect(pageMatching(pages, '/admin')?.path).toBe('*');
    expect(pageMatching([{ path: '/terms' }], '/other')).toBeUndefined();
  });
});
