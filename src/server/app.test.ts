import { PAGE_PRELOADS_FILE, type PagePreloads } from '@shared/page-preloads';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { acquireEmbeddedLock } from './db/embedded-lock';
import { createTestApp, type TestApp } from './testing/test-app';

describe('health', () => {
  it('answers ok while the database answers, and 503 once it is gone', async () => {
    const testApp = await createTestApp();
    try {
      const up = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok', db: 'ok' });
      await testApp.database.close();
      const down = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', db: 'down' });
    } finally {
      await testApp.app.close();
    }
  });
});

describe('built client and API edges', () => {
  let testApp: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'tra-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><!--site-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const preloads: PagePreloads = {
      entry: ['assets/index-abc123.js'],
      pages: [
        { path: '/', files: ['assets/landing-1.js', 'assets/icon-2.js'] },
        { path: '/resources/:slug', files: ['assets/resource-3.js'] },
        { path: '*', files: ['assets/not-found-4.js'] },
      ],
    };
    writeFileSync(join(clientDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
    testApp = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the page with the configured contacts as a JSON data block and a strict CSP', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<script id="site-config" type="application/json">');
    expect(response.body).toContain(testApp.config.site.supportEmail);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers any other page path with the app, for the client router', async () => {
    for (const url of ['/calculator', '/no/such/page?x=1']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it("lists the page's own chunks as module preloads, so they load with the page", async () => {
    const preloadsOf = async (url: string) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      return [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
        .map((match) => match[1])
        .sort();
    };
    expect(await preloadsOf('/')).toEqual(['/assets/icon-2.js', '/assets/landing-1.js']);
    expect(await preloadsOf('/resources/knowing-your-rights?x=1')).toEqual([
      '/assets/resource-3.js',
    ]);
    expect(await preloadsOf('/resources/a/b')).toEqual(['/assets/not-found-4.js']);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers robots.txt itself, next to the built files, for a day', async () => {
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${testApp.config.publicUrl}/sitemap.xml`);
    expect(robots.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers unknown API paths and missing assets with JSON 404s', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
  });

  it('publishes the OpenAPI description of the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/intake', '/api/contact']),
    );
  });
});

describe('embedded database on disk', () => {
  it('keeps stored submissions and demo data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tra-data-'));
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'true',
      }),
      clientDir: undefined,
    };
    try {
      const first = await buildApp(config, { startJobWorker: false });
      const created = await first.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          firstName: 'June',
          lastName: 'Park',
          email: 'june@example.com',
          subject: 'Hello',
          message: 'Still there after a restart?',
        },
      });
      expect(created.statusCode).toBe(201);
      await first.close();

      const second = await buildApp(config, { startJobWorker: false });
      try {
        const rows = await second.database.db.query.contactSubmissions.findMany({
          where: (table, { eq }) => eq(table.email, 'june@example.com'),
        });
        expect(rows.map((row) => row.id)).toEqual([created.json().id]);
        const categories = await second.database.db.query.categories.findMany();
        expect(categories.length).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('embedded database lock', () => {
  it('refuses to open a data folder that another running process holds', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tra-lock-'));
    try {
      // pid 1 always runs: the lock looks held by a live server.
      writeFileSync(join(dataDir, 'database.lock'), '1');
      expect(() => acquireEmbeddedLock(dataDir)).toThrow(/in use by another process \(pid 1\)/);
      // A lock left by a process that has ended is taken over.
      writeFileSync(join(dataDir, 'database.lock'), '999999999');
      const release = acquireEmbeddedLock(dataDir);
      expect(() => acquireEmbeddedLock(dataDir)).not.toThrow();
      release();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('S3 storage', () => {
  it('lets the browser send upload bytes to the bucket and serves no local upload address', async () => {
    const testApp = await createTestApp({
      storage: {
        driver: 's3',
        s3: { bucket: 'tra-documents', region: 'eu-west-1', forcePathStyle: false },
      },
    });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(
        /connect-src 'self' https:\/\/tra-documents\.s3\.eu-west-1\.amazonaws\.com/,
      );
      const put = await testApp.app.inject({
        method: 'PUT',
        url: '/api/uploads/cases/x/y/file.pdf?expires=1&signature=x',
        headers: { 'content-type': 'application/pdf' },
        payload: '%PDF-1.4',
      });
      expect(put.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('configuration', () => {
  it('names the variable and the problem for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      /^Invalid PORT="eighty": must be a port number$/,
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres:\/\//);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA.*true or false/);
  });

  it('turns demo data on for the embedded database and off for PostgreSQL by default', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO_DATA: 'true' }).demoData).toBe(
      true,
    );
  });

  it('keeps documents on local disk by default and needs a bucket for S3', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local', urlSecret: undefined });
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER.*local or s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET.*required/);
    expect(() => loadConfig({ FILE_URL_SECRET: 'short' })).toThrow(/FILE_URL_SECRET/);
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'tra-documents',
        S3_ENDPOINT: 'https://s3.example.org',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      s3: {
        bucket: 'tra-documents',
        region: 'us-east-1',
        endpoint: 'https://s3.example.org',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: true,
      },
    });
  });
});
