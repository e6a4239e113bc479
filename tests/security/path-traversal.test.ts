import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '@server/testing/accounts';
import { OUTSIDE_SECRET, useClientFixture } from './client-fixture';
import { TRAVERSAL_NAMES } from './payloads';
import { useSecurityApp } from './security-app';
import { createWorld, PDF_BYTES, type World } from './world';

/*
 * "../" in every place a path is made from what a caller sends: uploaded file names, upload
 * addresses, static files and downloads. Files land only under the case's own folder, and no
 * answer ever carries a file from outside the served folders.
 */

const clientDir = useClientFixture();
const testApp = useSecurityApp({ clientDir });
let world: World;
beforeAll(async () => {
  world = await createWorld(testApp);
});

/** Every file under the data folder, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const ENCODED_TRAVERSALS = [
  '../../secret.txt',
  '..%2f..%2fsecret.txt',
  '%2e%2e/%2e%2e/secret.txt',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '..%252f..%252fsecret.txt',
  '..\\..\\secret.txt',
  '..%5c..%5csecret.txt',
  '....//....//secret.txt',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
];

describe('uploaded file names', () => {
  test.each(TRAVERSAL_NAMES)('%s is stored under the case folder, or refused', async (name) => {
    const partner = bearer(world.accounts.partnerX.token);
    const ticket = await testApp.app.inject({
      method: 'POST',
      url: `/api/partners/cases/${world.caseA}/documents/upload`,
      headers: partner,
      payload: { fileName: name, documentType: 'contract' },
    });
    expect(ticket.statusCode, ticket.body).toBeLessThan(500);
    if (ticket.statusCode !== 200) {
      expect(ticket.json().message).toBeTruthy();
      return;
    }
    const { uploadURL, contentType } = ticket.json<{ uploadURL: string; contentType: string }>();
    const key = decodeURIComponent(new URL(uploadURL, 'http://x').pathname).slice(
      '/api/uploads/'.length,
    );
    expect(key.startsWith(`cases/${world.caseA}/`), key).toBe(true);
    expect(key.split('/').filter((segment) => /^\.+$/.test(segment) || segment === '')).toEqual([]);

    const put = await testApp.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { 'content-type': contentType },
      payload: PDF_BYTES,
    });
    expect(put.statusCode, put.body).toBe(201);
    const registered = await testApp.app.inject({
      method: 'POST',
      url: `/api/partners/cases/${world.caseA}/documents`,
      headers: partner,
      payload: { fileName: name, documentType: 'contract', fileUrl: put.json().fileUrl },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const stored = filesUnder(testApp.config.dataDir).filter((file) =>
      file.includes(key.split('/')[2]!),
    );
    expect(stored).toEqual([join('uploads', ...key.split('/'))]);
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/partners/cases/${world.caseA}/documents/${registered.json().id}/download`,
      headers: partner,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  test('nothing was ever written outside the uploads folder', () => {
    // Besides uploads, the data folder holds only the generated signing and encryption keys.
    const secrets = ['file-url-secret', 'link-secret', 'mfa-encryption-key'];
    const outside = filesUnder(testApp.config.dataDir).filter(
      (file) => !file.startsWith(`uploads${sep}`) && !secrets.includes(file),
    );
    expect(outside).toEqual([]);
  });
});

describe('upload addresses', () => {
  test.each(ENCODED_TRAVERSALS)('PUT /api/uploads/cases/%s is refused', async (path) => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/uploads/cases/${path}?expires=9999999999999&signature=abc`,
      headers: { 'content-type': 'text/plain' },
      payload: 'overwritten',
    });
    expect([400, 403, 404], response.body).toContain(response.statusCode);
    expect(response.json().message).toBeTruthy();
  });
});

describe('static files and downloads', () => {
  const prefixes = ['/', '/assets/', '/attached_assets/', '/api/', '/api/docs/static/'];
  test.each(prefixes)('%s + traversal never serves a file from outside', async (prefix) => {
    for (const path of ENCODED_TRAVERSALS) {
      for (const accept of ['text/html', 'application/json', '*/*']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `${prefix}${path}`,
          headers: { accept },
        });
        const where = `${prefix}${path} (${accept})`;
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.body, where).not.toContain(OUTSIDE_SECRET);
        expect(response.body, where).not.toContain('root:x:0:0');
      }
    }
  });

  test('document ids made of path pieces are just unknown documents', async () => {
    const client = bearer(world.accounts.clientA.token);
    for (const docId of ['..', '..%2f..%2fsecret.txt', '%2e%2e', 'x%00']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/cases/${world.caseA}/documents/${docId}/download`,
        headers: client,
      });
      expect(response.statusCode, docId).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
  });
});
