import { describe, expect, it } from 'vitest';
import {
  localeOfPath,
  localizedHref,
  pathInLocale,
  pathWithoutLocale,
  preferredLocale,
} from './locales';

describe('addresses in each language', () => {
  it('reads the language from the first segment only', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/resources')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/resources/a-guide')).toBe('es');
    expect(localeOfPath('/estate')).toBe('en');
    expect(localeOfPath('/en/resources')).toBe('en');
  });

  it('moves an address between languages both ways', () => {
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/resources/x', 'es')).toBe('/es/resources/x');
    expect(pathInLocale('/es/resources/x', 'en')).toBe('/resources/x');
    expect(pathInLocale('/es', 'en')).toBe('/');
    expect(pathInLocale('/es/legal', 'es')).toBe('/es/legal');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/es/auth')).toBe('/auth');
  });
});

describe('the language a browser prefers', () => {
  it('takes the first of ours by quality, English otherwise', () => {
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLocale('fr-FR, es;q=0.5')).toBe('es');
    expect(preferredLocale('de, fr')).toBe('en');
    expect(preferredLocale('en;q=0.2, es;q=0.9')).toBe('es');
    expect(preferredLocale('es;q=0, en')).toBe('en');
  });
});

describe('links within the site', () => {
  it('moves the path and keeps the query and the fragment', () => {
    expect(localizedHref('/#services', 'es')).toBe('/es#services');
    expect(localizedHref('/resources?category=scams', 'es')).toBe('/es/resources?category=scams');
    expect(localizedHref('/es/legal#top', 'en')).toBe('/legal#top');
    expect(localizedHref('/', 'en')).toBe('/');
  });
});
