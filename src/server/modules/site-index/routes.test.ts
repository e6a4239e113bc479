import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pathInLocale } from '@shared/i18n/locales';
import { legalKinds } from '@shared/legal-filters';
import {
  guidePagePath,
  INDEXED_PAGE_PATHS,
  legalItemPagePath,
  PRIVATE_PATH_PREFIXES,
} from '@shared/public-pages';
import { buildApp } from '../../app';
import { announceOnCommit } from '../../db/change-feed';
import { legalForms, legalResources, legalStatutes } from '../../db/schema';
import { seedContentCategories } from '../../db/seed/content-categories';
import { seedLegalDatabase } from '../../db/seed/legal';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';

const PUBLIC_URL = 'https://tra.example.org';
const testApp = useTestApp({ publicUrl: PUBLIC_URL });
let editor: TestAccount;

beforeAll(async () => {
  await seedLegalDatabase(testApp.database.db);
  await seedContentCategories(testApp.database.db);
  editor = await createStaffAccount(testApp.database.db, 'editor');
});

const get = (url: string, headers: InjectOptions['headers'] = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** Each listed address with its lastmod (undefined where the sitemap gives none). */
function urlsOf(xml: string): Map<string, string | undefined> {
  const urls = new Map<string, string | undefined>();
  for (const match of xml.matchAll(
    /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g,
  )) {
    urls.set(match[1]!, match[2]);
  }
  return urls;
}

const sitemap = async () => {
  const response = await get('/sitemap.xml');
  expect(response.statusCode, response.body).toBe(200);
  return urlsOf(response.body);
};

/** The sitemap once it is kept (the cache starts once the process hears of changes). */
async function cachedSitemap() {
  await vi.waitFor(async () => expect((await get('/sitemap.xml')).headers.etag).toBeDefined(), {
    timeout: 5000,
  });
  return get('/sitemap.xml');
}

const absolute = (path: string) => `${PUBLIC_URL}${path}`;
const w3c = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

async function writeArticle(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: bearer(editor.token),
    payload: { content: 'Text.', category: 'legal', ...payload },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string; slug: string; updatedAt: string }>();
}

/** The ids of every legal item the public API lists, by kind. */
async function publicLegalIds() {
  const ids: string[] = [];
  for (const kind of legalKinds) {
    const response = await get(`/api/legal/${kind}`);
    for (const item of response.json<{ id: string }[]>()) {
      ids.push(absolute(legalItemPagePath(kind, item.id)));
    }
  }
  return ids;
}

describe('GET /sitemap.xml', () => {
  it('lists the fixed pages, published guides and the public legal database, with absolute addresses', async () => {
    const published = await writeArticle('POST', '/api/articles', {
      title: 'Your Rescission Rights',
      status: 'published',
    });
    await writeArticle('POST', '/api/articles', { title: 'A Draft Guide', status: 'draft' });
    const [hiddenForm] = await testApp.database.db
      .update(legalForms)
      .set({ isPublic: false })
      .where(eq(legalForms.id, (await testApp.database.db.select().from(legalForms))[0]!.id))
      .returning();

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    const urls = urlsOf(response.body);

    for (const path of INDEXED_PAGE_PATHS) {
      expect(urls.has(absolute(path)), path).toBe(true);
      expect(urls.has(absolute(pathInLocale(path, 'es'))), path).toBe(true);
    }
    expect(urls.get(absolute(guidePagePath(published.slug)))).toBe(w3c(published.updatedAt));
    expect([...urls.keys()].some((url) => url.includes('a-draft-guide'))).toBe(false);

    // Exactly the legal items the public can open: the hidden form is not among them.
    const legalUrls = [...urls.keys()].filter(
      (url) => url.includes('/legal-database/') && !url.includes('/es/'),
    );
    expect(legalUrls.sort()).toEqual((await publicLegalIds()).sort());
    const spanishLegalUrls = [...urls.keys()].filter((url) => url.includes('/es/legal-database/'));
    expect(spanishLegalUrls.length).toBe(legalUrls.length);
    expect(legalUrls).not.toContain(absolute(legalItemPagePath('forms', hiddenForm!.id)));
    expect(legalUrls.length).toBeGreaterThan(10);
    for (const url of legalUrls) expect(urls.get(url)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    // The guide list is as new as its newest guide; a page with no date to tell has none.
    expect(urls.get(absolute('/resources'))).toBe(w3c(published.updatedAt));
    expect(urls.get(absolute('/legal'))).toBe(
      [...legalUrls.map((url) => urls.get(url)!)].sort().at(-1),
    );
    expect(urls.get(absolute('/'))).toBeUndefined();
    expect(urls.get(absolute('/privacy'))).toBeUndefined();
    // Sign-in screens and signed-in areas are never listed.
    expect(urls.has(absolute('/auth'))).toBe(false);
    for (const url of urls.keys()) {
      for (const prefix of PRIVATE_PATH_PREFIXES)
        expect(url.startsWith(absolute(prefix))).toBe(false);
    }
  });

  it('answers from the public read cache, with an ETag, 304 and compression', async () => {
    const first = await cachedSitemap();
    const revalidated = await get('/sitemap.xml', {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const brotli = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
  });

  it('changes at once when a guide is published, renamed or unpublished', async () => {
    await cachedSitemap();
    const draft = await writeArticle('POST', '/api/articles', {
      title: 'Exit Strategies',
      status: 'draft',
    });
    expect((await sitemap()).has(absolute(guidePagePath(draft.slug)))).toBe(false);

    const published = await writeArticle('PUT', `/api/articles/${draft.id}`, {
      title: 'Exit Strategies',
      status: 'published',
    });
    expect((await sitemap()).get(absolute(guidePagePath(draft.slug)))).toBe(
      w3c(published.updatedAt),
    );

    await cachedSitemap();
    const renamed = await writeArticle('PUT', `/api/articles/${draft.id}`, {
      title: 'Exit Strategies',
      slug: 'exit-strategies-2027',
    });
    const afterRename = await sitemap();
    expect(afterRename.has(absolute(guidePagePath(draft.slug)))).toBe(false);
    expect(afterRename.get(absolute('/resources/exit-strategies-2027'))).toBe(
      w3c(renamed.updatedAt),
    );

    await cachedSitemap();
    await writeArticle('PUT', `/api/articles/${draft.id}`, {
      title: 'Exit Strategies',
      status: 'archived',
    });
    expect((await sitemap()).has(absolute('/resources/exit-strategies-2027'))).toBe(false);
  });

  it('changes when the legal database is written, by this or any other process', async () => {
    const before = await cachedSitemap();
    const db = testApp.database.db;
    const [statute] = await db.select().from(legalStatutes).limit(1);
    const [resource] = await db
      .select()
      .from(legalResources)
      .where(eq(legalResources.isPublic, true))
      .limit(1);
    const changedAt = new Date('2031-02-03T04:05:06Z');
    // What an import does: write, and announce the change when the transaction commits.
    await db.transaction(async (tx) => {
      await tx
        .update(legalStatutes)
        .set({ updatedAt: changedAt })
        .where(eq(legalStatutes.id, statute!.id));
      await tx
        .update(legalResources)
        .set({ isPublic: false })
        .where(eq(legalResources.id, resource!.id));
      await announceOnCommit(tx, 'publicReads', 'legal');
    });
    await vi.waitFor(
      async () => {
        const urls = await sitemap();
        expect(urls.get(absolute(legalItemPagePath('statutes', statute!.id)))).toBe(
          '2031-02-03T04:05:06Z',
        );
        expect(urls.get(absolute('/legal'))).toBe('2031-02-03T04:05:06Z');
        expect(urls.has(absolute(legalItemPagePath('resources', resource!.id)))).toBe(false);
      },
      { timeout: 5000 },
    );
    expect(urlsOf(before.body).has(absolute(legalItemPagePath('resources', resource!.id)))).toBe(
      true,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'changes when another process on the same PostgreSQL publishes a guide',
    async () => {
      const other = await buildApp(testApp.config, {
        database: testApp.database,
        startJobWorker: false,
      });
      try {
        await other.ready();
        await cachedSitemap();
        const response = await other.inject({
          method: 'POST',
          url: '/api/articles',
          headers: bearer(editor.token),
          payload: { title: 'Published Elsewhere', content: 'Text.', status: 'published' },
        });
        expect(response.statusCode, response.body).toBe(201);
        await vi.waitFor(
          async () =>
            expect((await sitemap()).has(absolute('/resources/published-elsewhere'))).toBe(true),
          { timeout: 5000 },
        );
      } finally {
        await other.close();
      }
    },
  );
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the public site, not the signed-in areas or the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /partner-dashboard',
        'Disallow: /admin',
        'Disallow: /cms',
        '',
        'Sitemap: https://tra.example.org/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
