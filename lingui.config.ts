import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { sourceExtractor } from './scripts/i18n/source-extractor';

/**
 * Message catalogues (decision 030): one per area of the product, so the people (and helpers)
 * translating one area never edit the same file as another. A message lands in every catalogue
 * whose folders define it; the runtime merges them.
 */
const features = (...names: string[]) => names.map((name) => `src/client/features/${name}/`);
const pages = (...names: string[]) => names.map((name) => `src/client/routes/${name}.tsx`);

const areas: Record<string, string[]> = {
  common: ['src/client/app/', 'src/client/components/', 'src/client/lib/', 'src/shared/'],
  public: [
    ...features('landing', 'resources', 'calculator', 'scam-check', 'legal', 'letters'),
    ...pages('landing', 'resources', 'resource', 'legal', 'legal-item', 'calculator', 'scam-check'),
  ],
  guidance: [
    ...features('guided-help', 'rescission', 'public-forms'),
    ...pages('help', 'rescission-checker', 'privacy', 'terms', 'accessibility', 'disclaimer'),
    ...pages('not-found'),
  ],
  client: [
    ...features('account', 'auth', 'cases', 'onboarding', 'notifications', 'preferences'),
    ...features('recommendations'),
    ...pages('auth', 'reset-password', 'logout-success', 'dashboard', 'recommendations'),
    ...pages('account-settings', 'confirm-email', 'unsubscribe', 'onboarding'),
  ],
  partner: [
    ...features('partner-cases', 'partner-portal'),
    ...pages('partners', 'partner-portal', 'partner-login', 'partner-set-password'),
    ...pages('partner-dashboard', 'partner-security'),
  ],
  staff: [
    // Named one by one: an include that is not a folder is a glob, and `admin-*/` matches no file.
    ...features('admin-cases', 'admin-inbox', 'admin-ops', 'admin-partners', 'admin-people'),
    ...features('cms', 'staff'),
    'src/client/routes/admin*.tsx',
    ...pages('cms', 'staff-login', 'staff-set-password'),
  ],
  server: ['src/server/'],
};

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: false,
  catalogs: Object.entries(areas).map(([name, folders]) => ({
    path: `<rootDir>/src/locales/${name}/{locale}`,
    include: folders.map((folder) => `<rootDir>/${folder}`),
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
  })),
  format: formatter({ lineNumbers: false }),
  extractors: [sourceExtractor],
  orderBy: 'messageId',
};

export default config;
