import { z } from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { text } from '../i18n/text';

/** The language an account reads us in: its pages and every e-mail it is sent (issue 21). */
export const accountLocaleField = z.enum(LOCALES, {
  error: text('Choose English or Spanish.').message,
});

/** PUT …/me/language: clients, partners and staff change the language of their account. */
export const accountLanguageRequestSchema = z.object({ locale: accountLocaleField });
export type AccountLanguageRequest = z.infer<typeof accountLanguageRequestSchema>;

/** Where each kind of account sets its language (PUT), under its own sign-in. */
/* eslint-disable lingui/no-unlocalized-strings -- API paths */
export const accountLanguagePaths = {
  client: '/api/auth/me/language',
  partner: '/api/partners/me/language',
  staff: '/api/staff/me/language',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */
