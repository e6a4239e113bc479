import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases, linguiForTests, packagesUsingReact } from './vite.config';

/**
 * Where components render in tests (the page renderer in the server project, components in
 * the client project), the packages whose Node.js entry is CommonJS load as ES modules: their
 * own `require('react')` would bypass the Preact alias (decision 027).
 */
const fromNodeModules = (path: string) =>
  fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));
const renderingAliases = [
  ...aliases,
  {
    find: /^react-router$/,
    replacement: fromNodeModules('react-router/dist/development/index.mjs'),
  },
  {
    find: /^lucide-react$/,
    replacement: fromNodeModules('lucide-react/dist/esm/lucide-react.mjs'),
  },
];

/*
 * Speed (decision 017): Vitest runs one worker less than the machine has cores, which on our
 * two-core machines is one; we use every core. The unit, API and security files also share one
 * module graph per worker instead of importing the app afresh for each file (most of a file's
 * cost), so nothing a test changes may outlive it: spies and stubbed globals are put back after
 * every test, and each file still gets a database and app of its own.
 */
const sharedWorker = {
  maxWorkers: availableParallelism(),
  isolate: false,
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [linguiForTests()],
        resolve: { alias: renderingAliases },
        test: {
          name: 'server',
          // The page renderer runs from source here, with the libraries its pages use.
          server: { deps: { inline: packagesUsingReact } },
          environment: 'node',
          ...sharedWorker,
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One migrated database per run that every file's database is copied from (016).
          globalSetup: ['./src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [linguiForTests()],
        resolve: { alias: aliases },
        // `npm run test:security`: the authorization matrix, fuzzing, injection and headers.
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['./src/server/testing/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [linguiForTests()],
        resolve: { alias: aliases },
        // `npm run test:reliability`: real server processes on PostgreSQL, one file at a time.
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [linguiForTests()],
        resolve: { alias: aliases },
        // `npm run test:operations`: operator commands (moving data, backup and restore) run as
        // processes against real servers, after `npm run build`.
        test: {
          name: 'operations',
          environment: 'node',
          include: ['tests/operations/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [linguiForTests()],
        resolve: {
          alias: [
            ...renderingAliases,
            // Components render with Preact (decision 027), so they are tested with its Testing Library.
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
          ],
        },
        test: {
          name: 'client',
          // Testing Library and user-event load through Vite too, so they share one copy of
          // @testing-library/dom (and its act() wrapping) with the tests.
          server: {
            deps: {
              inline: [
                ...packagesUsingReact,
                '@testing-library/preact',
                '@testing-library/user-event',
              ],
            },
          },
          environment: 'jsdom',
          ...sharedWorker,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // A long user journey in jsdom takes a few seconds alone and more while the server
          // project shares the two cores; the 5 s default fails correct screens there.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
