/* eslint-disable lingui/no-unlocalized-strings -- addresses, not words for people */
import {
  defaultSiteConfig,
  isSiteConfig,
  officeHoursIn,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from '@shared/site-config';
import { useLocale } from './i18n/use-locale';

function readInjectedConfig(): SiteConfig {
  if (typeof document === 'undefined') return defaultSiteConfig;
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return defaultSiteConfig;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isSiteConfig(parsed) ? parsed : defaultSiteConfig;
  } catch {
    return defaultSiteConfig;
  }
}

/** Support contacts and links as configured on the server (read once at start-up). */
export const siteConfig: SiteConfig = readInjectedConfig();

export function mailtoHref(subject: string, body?: string): string {
  const params = new URLSearchParams({ subject });
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as '+', which mail programs show literally.
  return `mailto:${siteConfig.supportEmail}?${params.toString().replace(/\+/g, '%20')}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The office hours in the page's language. */
export function useOfficeHours(): string {
  return officeHoursIn(siteConfig, useLocale());
}
