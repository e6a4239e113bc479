import { setupI18n, type I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { isLocale, preferredLocale, type Locale, DEFAULT_LOCALE } from '@shared/i18n/locales';
import { compiledCatalogues } from './catalogues';

const instances = new Map<Locale, I18n>();

/**
 * The server's translator for one language (API messages, e-mails, downloads): one instance
 * per language for the life of the process, since the catalogues never change while it runs.
 */
export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: compiledCatalogues()[locale] } });
    instances.set(locale, instance);
  }
  return instance;
}

/** The language a request asks for (`Accept-Language`: Spanish or English, English by default). */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return preferredLocale(request.headers['accept-language']);
}

/** A stored language, read defensively: anything unknown is the default language. */
export function storedLocale(value: string | null | undefined): Locale {
  return value && isLocale(value) ? value : DEFAULT_LOCALE;
}
