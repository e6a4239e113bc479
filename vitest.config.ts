import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One migrated database per run that every file's database is copied from (016).
          globalSetup: ['./src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
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
        resolve: { alias: aliases },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
