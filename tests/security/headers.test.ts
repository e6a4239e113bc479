import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import { bearer, createClientAccount } from '@server/testing/accounts';
import type { TestApp } from '@server/testing/test-app';
import { ASSET_PATH, DOWNLOAD, useClientFixture } from './client-fixture';
import { useSecurityApp } from './security-app';

/*
 * Security headers on every kind of answer: the app's pages, its assets and downloads, JSON
 * from the API (successes and errors alike), and the API documentation page.
 */

const clientDir = useClientFixture();
const overHttp = useSecurityApp({ clientDir, publicUrl: 'http://localhost:5000' });
const overHttps = useSecurityApp({ clientDir, publicUrl: 'https://tra-advocates.example' });

const answers: [name: string, request: InjectOptions][] = [
  ['the landing page', { method: 'GET', url: '/', headers: { accept: 'text/html' } }],
  ['a client-side page', { method: 'GET', url: '/resources', headers: { accept: 'text/html' } }],
  ['an asset', { method: 'GET', url: ASSET_PATH }],
  ['a download', { method: 'GET', url: `/attached_assets/${DOWNLOAD.fileName}` }],
  ['API JSON', { method: 'GET', url: '/api/health' }],
  ['an API 401', { method: 'GET', url: '/api/cases' }],
  ['an API 404', { method: 'GET', url: '/api/nothing-here' }],
  [
    'an API 415',
    {
      method: 'POST',
      url: '/api/contact',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    },
  ],
  ['the API documentation', { method: 'GET', url: '/api/docs' }],
];

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectStrictHeaders(response: LightMyRequestResponse, where: string) {
  const csp = directives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${where}: script-src`).toBeDefined();
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${where}: script-src allows ${loose}`).not.toContain(loose);
  }
  expect(csp.get('script-src-attr') ?? ["'none'"], `${where}: script-src-attr`).not.toContain(
    "'unsafe-inline'",
  );
  expect(csp.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect(response.headers['x-frame-options'], `${where}: X-Frame-Options`).toBe('DENY');
  expect(response.headers['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${where}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(response.headers['x-powered-by'], `${where}: X-Powered-By`).toBeUndefined();
  expect(response.headers.server, `${where}: Server`).toBeUndefined();
}

async function each(
  testApp: TestApp,
  check: (response: LightMyRequestResponse, where: string) => void,
) {
  for (const [name, request] of answers) {
    const response = await testApp.app.inject(request);
    expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    check(response, name);
  }
}

describe('over HTTPS', () => {
  test('every kind of answer carries the strict headers', async () => {
    await each(overHttps, expectStrictHeaders);
  });

  test('every kind of answer tells browsers to use HTTPS for a year, subdomains too', async () => {
    await each(overHttps, (response, where) => {
      const hsts = String(response.headers['strict-transport-security']);
      expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), `${where}: ${hsts}`).toBeGreaterThanOrEqual(
        31_536_000,
      );
      expect(hsts, where).toContain('includeSubDomains');
    });
  });
});

describe('over plain HTTP (local use)', () => {
  test('every kind of answer carries the strict headers', async () => {
    await each(overHttp, expectStrictHeaders);
  });

  // HSTS on plain HTTP would lock a local install out of itself in the browser.
  test('no answer sends HSTS', async () => {
    await each(overHttp, (response, where) => {
      expect(response.headers['strict-transport-security'], where).toBeUndefined();
    });
  });
});

describe('the page', () => {
  test('has no inline script the policy would have to allow', async () => {
    const page = await overHttps.app.inject({ method: 'GET', url: '/' });
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      // A JSON data block is never run; anything else must be a file the policy allows.
      expect(attributes, attributes).toMatch(/\bsrc=|type="application\/json"/);
    }
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('answers with personal data', () => {
  // Older people often use shared or public computers: nothing signed-in may be kept.
  test('signed-in API answers tell browsers and proxies not to store them', async () => {
    const client = await createClientAccount(overHttps.database.db);
    for (const url of ['/api/auth/me', '/api/cases', '/api/user-preferences']) {
      const response = await overHttps.app.inject({
        method: 'GET',
        url,
        headers: bearer(client.token),
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toContain('no-store');
    }
  });
});
