import { readdirSync } from 'node:fs';
import js from '@eslint/js';
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
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.{js,mjs,ts}',
      'tests/**/*.ts',
      '*.config.{js,ts}',
    ],
    rules: { 'no-console': 'off' },
  },
);
