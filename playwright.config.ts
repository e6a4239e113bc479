import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5055);
/** A fresh data folder per run, shared with the test workers to read the mail outbox. */
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tra-e2e-')));
export const SUPPORT_EMAIL = 'help@tra-advocates.example';

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Accessibility scans and full-page screenshots take most of a test's time on two cores
  // shared by two browsers; a minute keeps a slow machine from failing a correct page.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: /spanish-walk/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
      testIgnore: /spanish-walk/,
    },
    {
      // Last and alone: it switches the demo accounts to Spanish while it walks their areas,
      // which would turn the other specs' signed-in pages Spanish.
      name: 'spanish-walk',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /spanish-walk\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    // The fixtures run first: the embedded database admits one process at a time.
    command:
      'node --import tsx scripts/e2e-fixtures.ts && node --enable-source-maps dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SUPPORT_EMAIL,
      FORM_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
