import type { Locale } from './i18n/locales';

/**
 * Contact details and links the server reads from its environment and hands to the browser,
 * so one configured value is shown on every screen.
 */
export interface SiteConfig {
  supportEmail: string;
  supportPhonePrimary: string;
  supportPhoneSecondary: string;
  /** The office hours in English (the spec's words)... */
  officeHours: string;
  /** ...and in Spanish: free text, so each language has its own. */
  officeHoursEs: string;
  donationUrl: string;
}

export const defaultSiteConfig: SiteConfig = {
  supportEmail: 'help@tra-advocates.example',
  supportPhonePrimary: '(800) 555-0142',
  supportPhoneSecondary: '(800) 555-0187',
  officeHours: 'Monday-Friday 9:00 AM-6:00 PM EST',
  officeHoursEs: 'de lunes a viernes, de 9:00 a. m. a 6:00 p. m., hora del Este',
  donationUrl: 'https://donate.tra-advocates.example/give',
};

/** The id of the JSON data block the server writes into index.html. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * Checks a parsed value has every field as a non-empty string. Written by hand rather than
 * with zod so the first page the browser loads does not carry a validation library.
 */
export function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(defaultSiteConfig) as (keyof SiteConfig)[]).every(
    (key) => typeof record[key] === 'string' && record[key] !== '',
  );
}

/** Which setting holds the office hours in each language (a new language adds its own). */
const officeHoursSetting: Record<Locale, 'officeHours' | 'officeHoursEs'> = {
  en: 'officeHours',
  es: 'officeHoursEs',
};

/** The office hours in a reader's language, for pages, e-mails and the search engines' data. */
export function officeHoursIn(site: SiteConfig, locale: Locale): string {
  return site[officeHoursSetting[locale]];
}
