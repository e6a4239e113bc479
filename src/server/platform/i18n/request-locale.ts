import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type I18n, setupI18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale, preferredLocale } from '@shared/i18n/locales';
import type { TextDescriptor } from '@shared/i18n/text';
import { translateMessage } from '@shared/i18n/translate-issue';
import { loadCatalogues } from './catalogues';

/**
 * The language an API answer is written in (issue 21): the first of ours the request's
 * `Accept-Language` asks for, English when it names none of them.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return preferredLocale(request.headers['accept-language']);
}

/**
 * A message's English with its placeholders and plurals filled in, at once (no catalogue
 * needed): the `message` of errors, for logs and tests.
 */
const englishI18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
englishI18n.setMessagesCompiler(compileMessage);
export function englishText(descriptor: TextDescriptor): string {
  return englishI18n._(descriptor);
}

let instances: Promise<Record<Locale, I18n>> | undefined;

/** One Lingui instance per language, built once per process from the compiled catalogues. */
export function i18nFor(locale: Locale): Promise<I18n> {
  instances ??= loadCatalogues().then((catalogues) => {
    const built = {} as Record<Locale, I18n>;
    for (const each of LOCALES) {
      const i18n = setupI18n({ locale: each, messages: { [each]: catalogues[each] } });
      i18n.setMessagesCompiler(compileMessage);
      built[each] = i18n;
    }
    return built;
  });
  return instances.then((built) => built[locale]);
}

/** The Lingui instance in the request's language. */
export function requestI18n(request: Pick<FastifyRequest, 'headers'>): Promise<I18n> {
  return i18nFor(requestLocale(request));
}

/** A message (a `text()` descriptor or its English) in the request's language. */
export async function translateFor(
  request: Pick<FastifyRequest, 'headers'>,
  message: string | TextDescriptor,
): Promise<string> {
  return translateMessage(await requestI18n(request), message);
}
