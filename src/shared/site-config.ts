import { z } from 'zod';

/**
 * Contact details and links the server reads from its environment and hands to the browser,
 * so one configured value is shown on every screen.
 */
export const siteConfigSchema = z.object({
  supportEmail: z.email(),
  supportPhonePrimary: z.string().min(1),
  supportPhoneSecondary: z.string().min(1),
  officeHours: z.string().min(1),
  donationUrl: z.url(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const defaultSiteConfig: SiteConfig = {
  supportEmail: 'help@tra-advocates.example',
  supportPhonePrimary: '(800) 555-0142',
  supportPhoneSecondary: '(800) 555-0187',
  officeHours: 'Monday-Friday 9:00 AM-6:00 PM EST',
  donationUrl: 'https://donate.tra-advocates.example/give',
};

/** The id of the JSON data block the server writes into index.html. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
