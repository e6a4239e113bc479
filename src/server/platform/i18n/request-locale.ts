import type { I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { preferredLocale, type Locale } from '@shared/i18n/locales';
import type { TextDescriptor } from '@shared/i18n/text';
import { translateMessage } from '@shared/i18n/translate-issue';
import { i18nFor } from './server-i18n';

/**
 * The language an API answer is written in (issue 21): the first of ours the request's
 * `Accept-Language` asks for, English when it names none of them.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return preferredLocale(request.headers['accept-language']);
}

/** The Lingui instance in the request's language. */
export async function requestI18n(request: Pick<FastifyRequest, 'headers'>): Promise<I18n> {
  return i18nFor(requestLocale(request));
}

/** A message (a `text()` descriptor or its English) in the request's language. */
export async function translateFor(
  request: Pick<FastifyRequest, 'headers'>,
  message: string | TextDescriptor,
): Promise<string> {
  return translateMessage(await requestI18n(request), message);
}
