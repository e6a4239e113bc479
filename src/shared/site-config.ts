/**
 * Contact details and links the server reads from its environment and hands to the browser,
 * so one configured value is shown on every screen.
 */
export interface SiteConfig {
  supportEmail: string;
  supportPhonePrimary: string;
  supportPhoneSecondary: string;
  officeHours: string;
  donationUrl: string;
}

export const defaultSiteConfig: SiteConfig = {
  supportEmail: 'help@tra-advocates.example',
  supportPhonePrimary: '(800) 555-0142',
  supportPhoneSecondary: '(800) 555-0187',
  officeHours: 'Monday-Friday 9:00 AM-6:00 PM EST',
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
