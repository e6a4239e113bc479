import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { sourceExtractor } from './scripts/i18n/source-extractor';

/**
 * Message catalogues (decision 030): one per area of the product, so the people (and helpers)
 * translating one area never edit the same file as another. A message lands in every catalogue
 * whose folders define it; the runtime merges them.
 */
const areas: Record<string, string[]> = {
  common: ['src/client/app/', 'src/client/components/', 'src/client/lib/', 'src/shared/'],
  public: [
    ...['landing', 'resources', 'legal', 'calculator', 'rescission', 'scam-check'].map(
      (feature) => `src/client/features/${feature}/`,
    ),
    ...['guided-help', 'public-forms', 'letters'].map(
      (feature) => `src/client/features/${feature}/`,
    ),
    ...[
      'landing',
      'resources',
      'resource',
      'legal',
      'legal-item',
      'rescission-checker',
      'scam-check',
      'help',
      'calculator',
      'privacy',
      'terms',
      'accessibility',
      'disclaimer',
      'not-found',
    ].map((page) => `src/client/routes/${page}.tsx`),
  ],
  client: [
    ...['account', 'auth', 'cases', 'onboarding', 'notifications', 'preferences'].map(
      (feature) => `src/client/features/${feature}/`,
    ),
    'src/client/features/recommendations/',
    ...[
      'auth',
      'reset-password',
      'logout-success',
      'dashboard',
      'recommendations',
      'account-settings',
      'confirm-email',
      'unsubscribe',
      'onboarding',
    ].map((page) => `src/client/routes/${page}.tsx`),
  ],
  partner: [
    'src/client/features/partner-cases/',
    'src/client/features/partner-portal/',
    'src/client/routes/partners.tsx',
    'src/client/routes/partner-*.tsx',
  ],
  staff: [
    'src/client/features/admin-*/',
    'src/client/features/cms/',
    'src/client/features/staff/',
    'src/client/routes/admin*.tsx',
    'src/client/routes/cms.tsx',
    'src/client/routes/staff-*.tsx',
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
