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

export { accountLanguagePaths } from './account-language-paths';
