import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@shared/i18n/locales';
import { compiledCatalogues } from './catalogues';

const instances = new Map<Locale, I18n>();

/**
 * The server's translator for one language (API messages, e-mails, downloads): one instance
 * per language for the life of the process, since the catalogues never change while it runs.
 * A message the catalogues lack is compiled as it comes, so its placeholders are still filled.
 */
export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: compiledCatalogues()[locale] } });
    instance.setMessagesCompiler(compileMessage);
    instances.set(locale, instance);
  }
  return instance;
}
