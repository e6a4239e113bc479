import { activeIntlLocale } from '@client/lib/i18n/active';

/** Two free authenticator apps, for iPhone and Android, named wherever people need one. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- product names
export const AUTHENTICATOR_APPS = ['Google Authenticator', 'Microsoft Authenticator'] as const;

/** "Google Authenticator or Microsoft Authenticator", in the page's language. */
export function authenticatorAppsExample(intlLocale: string = activeIntlLocale()): string {
  return new Intl.ListFormat(intlLocale, { type: 'disjunction' }).format(AUTHENTICATOR_APPS);
}
