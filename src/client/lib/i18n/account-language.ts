import { useEffect } from 'react';
import { accountLanguagePaths } from '@shared/contracts/account-language-paths';
import { isLocale, localizedHref, type Locale } from '@shared/i18n/locales';
import { isPrivatePath } from '@shared/private-paths';
import { apiRequest } from '../api-client';
import { readToken, type SignInKind } from '../auth-storage';
import { rememberLanguage } from './chosen-language';
import { useLocale } from './use-locale';

const SIGN_IN_KINDS: readonly SignInKind[] = ['client', 'partner', 'staff'];

/** This very page, in `locale` (a whole page load: each language's app carries its own words). */
export function showPageIn(locale: Locale, replace = false): void {
  const { pathname, search, hash } = window.location;
  const target = localizedHref(`${pathname}${search}${hash}`, locale);
  rememberLanguage(locale);
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/**
 * Saves `locale` as the language of every account signed in on this browser (normally one):
 * choosing a language while signed in is choosing it for the account's pages and e-mails.
 */
export async function saveAccountLanguage(locale: Locale): Promise<void> {
  await Promise.all(
    SIGN_IN_KINDS.map((kind) => {
      const token = readToken(kind);
      if (!token) return undefined;
      return apiRequest(accountLanguagePaths[kind], {
        method: 'PUT',
        token,
        body: { locale },
      }).catch(() => undefined);
    }),
  );
}

/**
 * Signed-in areas follow the account's language (issue 21): a page of the private area opened
 * in the other language (a bookmark, a link typed in) reloads in the account's.
 */
export function useFollowAccountLanguage(user: unknown): void {
  const pageLocale = useLocale();
  const accountLocale = (user as { locale?: unknown } | undefined)?.locale;
  useEffect(() => {
    if (typeof accountLocale !== 'string' || !isLocale(accountLocale)) return;
    if (accountLocale === pageLocale || !isPrivatePath(window.location.pathname)) return;
    showPageIn(accountLocale, true);
  }, [accountLocale, pageLocale]);
}
