import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createPageRenderer } from '@client/ssr/entry-server';
import type { AppConfig } from '../config';
import { seedContentCategories } from '../db/seed/content-categories';
import { seedGuides } from '../db/seed/guides';
import { seedLegalDatabase } from '../db/seed/legal';
import type { TestApp } from './test-app';
import { useTestApp } from './use-test-app';

export const TEST_SITE_URL = 'https://tra.test';

/**
 * The app serving the client's page template, with public pages rendered by the renderer
 * built from source (the production server loads the same code from dist/ssr). Call
 * `seedSite()` in a beforeAll to fill the site with the demo guides and legal database.
 */
export function useRenderedSite(overrides: Partial<AppConfig> = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'tra-client-'));
  copyFileSync(join(import.meta.dirname, '../../client/index.html'), join(clientDir, 'index.html'));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const site: TestApp = useTestApp(
    { clientDir, publicUrl: TEST_SITE_URL, ...overrides },
    { createPageRenderer },
  );
  return {
    site,
    async seedSite() {
      await seedContentCategories(site.database.db);
      await seedGuides(site.database.db);
      await seedLegalDatabase(site.database.db);
    },
    /** A page as a browser asks for it. */
    page: (url: string, headers: Record<string, string> = {}) =>
      site.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } }),
  };
}
