import { mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads } from '@shared/downloads';
import { generateDownloads } from '../downloads/generate';
import { createTestApp, type TestApp } from '../testing/test-app';
import { downloadsDirFor, registerDownloads } from './downloads';

describe('downloads at /attached_assets', () => {
  let root: string;
  let testApp: TestApp;

  beforeAll(async () => {
    // Same layout as dist/: the client folder and the generated downloads side by side.
    root = mkdtempSync(join(tmpdir(), 'tra-dist-'));
    const clientDir = join(root, 'client');
    mkdirSync(clientDir);
    expect(downloadsDirFor(clientDir)).toBe(join(root, 'downloads'));
    await generateDownloads(join(root, 'downloads'));
    unlinkSync(join(root, 'downloads', 'scam-red-flags-worksheet.pdf'));
    testApp = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a generated PDF as an attachment with its type and a cache header', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/attached_assets/contract-review-checklist.pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="contract-review-checklist.pdf"',
    );
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toBeTruthy();
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('serves the workbook with the spreadsheet content type', async () => {
    const workbook = downloads.find((download) => download.fileType === 'Excel')!;
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/attached_assets/${workbook.fileName}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(workbook.mimeType);
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('answers 304 when the browser already has the same file', async () => {
    const url = '/attached_assets/state-rescission-rights-guide.pdf';
    const first = await testApp.app.inject({ method: 'GET', url });
    const again = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD without a body', async () => {
    const response = await testApp.app.inject({
      method: 'HEAD',
      url: '/attached_assets/contract-review-checklist.pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe('');
  });

  it('serves a download made in Spanish from /attached_assets/es/ (issue 21)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/attached_assets/es/scam-red-flags-worksheet.pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="scam-red-flags-worksheet.pdf"',
    );
  });

  it.each([
    // No such file in Spanish, or no such language.
    '/attached_assets/es/unknown.pdf',
    '/attached_assets/fr/scam-red-flags-worksheet.pdf',
    '/attached_assets/unknown.pdf',
    '/attached_assets/..%2Fclient%2Findex.html',
    '/attached_assets/nested/contract-review-checklist.pdf',
    // Listed but not generated: still the JSON 404, never a crash.
    '/attached_assets/scam-red-flags-worksheet.pdf',
  ])('answers %s with the JSON 404, even to a browser', async (url) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('registers nothing when the downloads have not been generated', async () => {
    const app = Fastify();
    try {
      expect(registerDownloads(app, join(root, 'missing'))).toBe(false);
      await app.ready();
      expect(app.hasRoute({ method: 'GET', url: '/attached_assets/*' })).toBe(false);
    } finally {
      await app.close();
    }
  });
});
