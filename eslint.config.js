import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverFromClient = {
  group: ['@server/*', '**/server/**'],
  message: 'The client never imports server code; share it through src/shared.',
};

const clientFeatures = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Code whose every user-facing sentence is in the message catalogues (issue 21). A folder joins
 * this list when its strings have moved; by the end of the issue it is all of src/client.
 */
export const TRANSLATED_SOURCES = [
  // The contracts whose every message is a text(); the others still hold option labels.
  // laws.ts and rules.ts hold citations and official addresses: their words for people are text().
  'src/client/app/**/*.{ts,tsx}',
  'src/client/app/layouts/**/*.tsx',
  'src/client/app/route-error.tsx',
  'src/client/components/**/*.{ts,tsx}',
  'src/client/components/language-*.tsx',
  'src/client/components/load-status.tsx',
  'src/client/components/not-found-screen.tsx',
  'src/client/components/reading-aids/*.tsx',
  'src/client/features/account/components/!(*.test).tsx',
  'src/client/features/account/components/change-email-card.tsx',
  'src/client/features/account/components/change-password-card.tsx',
  'src/client/features/account/components/delete-account-card.tsx',
  'src/client/features/account/components/download-data-card.tsx',
  'src/client/features/account/components/settings-card.tsx',
  'src/client/features/admin-cases/components/**/*.{ts,tsx}',
  'src/client/features/admin-inbox/components/**/*.{ts,tsx}',
  'src/client/features/admin-ops/components/!(*.test).{ts,tsx}',
  'src/client/features/admin-partners/components/**/*.{ts,tsx}',
  'src/client/features/admin-people/components/**/*.{ts,tsx}',
  'src/client/features/auth/components/!(*.test).tsx',
  'src/client/features/calculator/components/!(*.test).{ts,tsx}',
  'src/client/features/calculator/components/calculator-explainer.tsx',
  'src/client/features/calculator/components/consultation-link.tsx',
  'src/client/features/calculator/components/fee-table.tsx',
  'src/client/features/calculator/components/year-presets.tsx',
  'src/client/features/cases/components/!(*.test).{ts,tsx}',
  'src/client/features/cms/components/!(*.test).{ts,tsx}',
  'src/client/features/cms/components/article-language-*.tsx',
  'src/client/features/guided-help/*.ts',
  'src/client/features/guided-help/components/!(*.test).{ts,tsx}',
  'src/client/features/guided-help/components/answer-inputs.tsx',
  'src/client/features/guided-help/components/plan-step.tsx',
  'src/client/features/guided-help/components/question-screen.tsx',
  'src/client/features/landing/**/*.{ts,tsx}',
  'src/client/features/legal/components/!(*.test|test-fixtures).{ts,tsx}',
  'src/client/features/legal/components/legal-disclaimer.tsx',
  'src/client/features/legal/components/legal-item-not-found.tsx',
  'src/client/features/letters/components/!(*.test).{ts,tsx}',
  'src/client/features/notifications/components/!(*.test).tsx',
  'src/client/features/onboarding/components/!(*.test).tsx',
  'src/client/features/partner-cases/components/!(*.test).{ts,tsx}',
  'src/client/features/partner-portal/components/!(*.test).{ts,tsx}',
  'src/client/features/partner-portal/components/application-status-view.tsx',
  'src/client/features/partner-portal/components/application-submitted.tsx',
  'src/client/features/partner-portal/components/awaiting-application.tsx',
  'src/client/features/partner-portal/components/overview-tab.tsx',
  'src/client/features/partner-portal/components/partnership-agreement.tsx',
  'src/client/features/partner-portal/components/portal-tabs.tsx',
  'src/client/features/partner-portal/components/resources-tab.tsx',
  'src/client/features/partner-portal/components/set-password-panel.tsx',
  'src/client/features/partner-portal/components/verification-documents.tsx',
  'src/client/features/partner-portal/components/verification-path.tsx',
  'src/client/features/partner-portal/components/verification-tab.tsx',
  'src/client/features/partner-portal/components/verification-upload-form.tsx',
  'src/client/features/preferences/components/!(*.test).tsx',
  'src/client/features/public-forms/components/!(*.test).{ts,tsx}',
  'src/client/features/recommendations/components/!(*.test).tsx',
  'src/client/features/rescission/*.ts',
  'src/client/features/rescission/components/!(*.test).{ts,tsx}',
  'src/client/features/resources/components/!(*.test).{ts,tsx}',
  'src/client/features/scam-check/components/!(*.test).{ts,tsx}',
  'src/client/features/staff/components/**/*.tsx',
  'src/client/lib/**/*.{ts,tsx}',
  'src/client/lib/schema-resolver.ts',
  'src/client/lib/text-size.ts',
  'src/client/routes/accessibility.tsx',
  'src/client/routes/account-settings.tsx',
  'src/client/routes/admin-applications.tsx',
  'src/client/routes/admin-audit.tsx',
  'src/client/routes/admin-cases.tsx',
  'src/client/routes/admin-inbox.tsx',
  'src/client/routes/admin-jobs.tsx',
  'src/client/routes/admin-people.tsx',
  'src/client/routes/admin-security.tsx',
  'src/client/routes/admin.tsx',
  'src/client/routes/auth.tsx',
  'src/client/routes/calculator.tsx',
  'src/client/routes/cms.tsx',
  'src/client/routes/confirm-email.tsx',
  'src/client/routes/dashboard.tsx',
  'src/client/routes/disclaimer.tsx',
  'src/client/routes/help.tsx',
  'src/client/routes/landing.tsx',
  'src/client/routes/legal-item.tsx',
  'src/client/routes/legal.tsx',
  'src/client/routes/logout-success.tsx',
  'src/client/routes/not-found.tsx',
  'src/client/routes/onboarding.tsx',
  'src/client/routes/partner-dashboard.tsx',
  'src/client/routes/partner-login.tsx',
  'src/client/routes/partner-portal.tsx',
  'src/client/routes/partner-security.tsx',
  'src/client/routes/partner-set-password.tsx',
  'src/client/routes/partners.tsx',
  'src/client/routes/privacy.tsx',
  'src/client/routes/recommendations.tsx',
  'src/client/routes/rescission-checker.tsx',
  'src/client/routes/reset-password.tsx',
  'src/client/routes/resource.tsx',
  'src/client/routes/resources.tsx',
  'src/client/routes/scam-check.tsx',
  'src/client/routes/staff-login.tsx',
  'src/client/routes/staff-set-password.tsx',
  'src/client/routes/terms.tsx',
  'src/client/routes/unsubscribe.tsx',
  'src/server/downloads/content/checklist.ts',
  'src/server/downloads/content/rescission-guide.ts',
  'src/server/platform/framework-errors.ts',
  'src/server/platform/i18n/request-locale.ts',
  'src/shared/case-progress.ts',
  'src/shared/case-update-texts.ts',
  'src/shared/contracts/!(account|admin-partners|callback-requests|case-collaboration|content|partners|preferences|session-rules|two-step-codes|two-step).ts',
  'src/shared/guided-help/!(*.test|laws).ts',
  'src/shared/guides.ts',
  'src/shared/i18n/translate-issue.ts',
  'src/shared/intake-next-steps.ts',
  'src/shared/legal-filters.ts',
  'src/shared/option-list.ts',
  'src/shared/partner-categories.ts',
  'src/shared/rescission/!(*.test|rules).ts',
];

/** Names that stay as they are in every language (the e2e language walk reads the same list). */
const properNames = JSON.parse(readFileSync('src/shared/i18n/proper-names.json', 'utf8'));
const escapeForPattern = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Strings that are code, not words for people: the rule below never asks to translate them. */
const technicalStrings = {
  // Single tokens starting in lower case: keys, field names (camelCase), MIME types, paths.
  ignore: [
    '^[a-z0-9][a-zA-Z0-9]*(?:[-_.:/][a-zA-Z0-9]+)*$',
    `^\\s*(?:${properNames.map(escapeForPattern).join('|')})\\s*$`,
  ],
  ignoreNames: [
    { regex: { pattern: '(?:className|ClassName|Class)$' } },
    {
      regex: {
        pattern:
          '^(?:href|to|id|key|type|role|lang|hrefLang|rel|target|name|method|variant|size|kind|path|section|autoComplete|inputMode|htmlFor|form|encType|accept|headingLevel|idPrefix)$',
      },
    },
  ],
  ignoreFunctions: [
    'cn',
    'clsx',
    'buttonClassName',
    'withReplaceable',
    'console.*',
    'Error',
    'useStoredToken',
    'document.getElementById',
    'document.querySelector',
    'addEventListener',
    'removeEventListener',
    'text',
    'register',
    // The downloads' legal facts are looked up by state (src/server/downloads/content/legal-sources.ts).
    'stateRule',
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '**/server/**'],
              message: 'The client never imports server code; share it through src/shared.',
            },
          ],
        },
      ],
    },
  },
  // A feature never imports another feature: pages in routes/ compose them.
  ...clientFeatures.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverFromClient,
            {
              regex: `^(@client/features/(?!${feature}/)|(\\.\\./)+features/|\\.\\./\\.\\./(?!${feature}/)[\\w-]+/(api|components)/)`,
              message:
                'A feature never imports another feature; compose them in a page under routes/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**/*.ts'],
    // The one exception: the server's tests render pages with the renderer built from source
    // (the running server loads the same code built, from dist/ssr).
    ignores: ['src/server/testing/rendered-site.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@client/*', '**/client/**'],
              message: 'The server never imports client code; share it through src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@client/*', '@server/*', '**/client/**', '**/server/**'],
              message: 'Shared code is isomorphic: it imports neither client nor server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: TRANSLATED_SOURCES,
    // Tests find things by the English people read, as they always have.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', technicalStrings],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.{js,mjs,ts}',
      'tests/**/*.ts',
      '*.config.{js,ts}',
    ],
    rules: { 'no-console': 'off' },
  },
);
