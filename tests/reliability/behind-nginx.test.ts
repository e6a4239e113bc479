import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@shared/document-files';
import { contactForm, expectStatus, newCase, registerClient } from './lib/fixtures';
import { call } from './lib/http';
import { Nginx, UPSTREAM_HEADER } from './lib/nginx';
import type { ServerProcess } from './lib/server-process';
import { createStack, type Stack } from './lib/stack';

/*
 * Issue 18 §4: two processes on one PostgreSQL and one data folder behind Debian's nginx, with
 * the site configuration operators install (deploy/nginx-tra.conf) and the settings
 * docs/operations.md gives (TRUST_PROXY=true, PUBLIC_URL at nginx). Ports 5280-5289.
 */

const FORM_LIMIT = 4;
const NGINX_PORT = 5289;

let stack: Stack;
let a: ServerProcess;
let b: ServerProcess;
let nginx: Nginx;

beforeAll(async () => {
  stack = await createStack(5280);
  const dataDir = mkdtempSync(join(tmpdir(), 'tra-behind-nginx-'));
  const env = {
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
    FORM_RATE_LIMIT: String(FORM_LIMIT),
  };
  [a, b] = await Promise.all([
    stack.startServer(0, env, dataDir),
    stack.startServer(1, env, dataDir),
  ]);
  nginx = await Nginx.start(NGINX_PORT, [a.options.port, b.options.port]);
});

afterAll(async () => {
  await nginx?.stop();
  await stack?.close();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upstreamOf(path: string): Promise<string> {
  const response = await fetch(`${nginx.base}${path}`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return response.headers.get(UPSTREAM_HEADER) ?? '';
}

describe('two processes behind nginx', () => {
  it('share the requests between both processes', async () => {
    const answered = new Set<string>();
    for (let index = 0; index < 10; index += 1) answered.add(await upstreamOf('/api/health'));
    expect([...answered].sort()).toEqual(
      [a.options.port, b.options.port].map((port) => `127.0.0.1:${port}`).sort(),
    );
  });

  it('count the address nginx saw, not one a client wrote into X-Forwarded-For', async () => {
    const contactWithForgedAddress = (index: number) =>
      call(nginx.base, 'POST', '/api/contact', {
        body: contactForm(),
        headers: { 'x-forwarded-for': `203.0.113.${index}` },
      });
    for (let index = 1; index <= FORM_LIMIT; index += 1) {
      expectStatus(await contactWithForgedAddress(index), 201);
    }
    const refused = await contactWithForgedAddress(99);
    expectStatus(refused, 429);
    expect(refused.body.message).toMatch(/^Too many attempts from your connection/);
  });

  it('take a 10 MB document through nginx, and both processes give back the same bytes', async () => {
    const client = await registerClient(nginx.base);
    const opened = await call(nginx.base, 'POST', '/api/cases', {
      token: client.token,
      body: newCase(),
    });
    expectStatus(opened, 201);
    const caseId = opened.body.id as string;
    const bytes = Buffer.alloc(MAX_DOCUMENT_BYTES - 1024, 0x20);
    bytes.write('%PDF-1.7\n', 0, 'latin1');

    const ticket = await call(nginx.base, 'POST', `/api/cases/${caseId}/documents/upload`, {
      token: client.token,
      body: { fileName: 'deed.pdf', documentType: 'contract', fileSize: bytes.length },
    });
    expectStatus(ticket, 200);
    const put = await fetch(`${nginx.base}${ticket.body.uploadURL}`, {
      method: 'PUT',
      headers: { 'content-type': ticket.body.contentType },
      body: bytes,
    });
    expect(put.status).toBeLessThan(300);
    const registered = await call(nginx.base, 'POST', `/api/cases/${caseId}/documents`, {
      token: client.token,
      body: {
        fileName: 'deed.pdf',
        documentType: 'contract',
        fileUrl: String(ticket.body.uploadURL).split('?')[0],
      },
    });
    expectStatus(registered, 201);

    for (const server of [a, b]) {
      const download = await fetch(
        `${server.base}/api/cases/${caseId}/documents/${registered.body.id}/download`,
        { headers: { authorization: `Bearer ${client.token}` } },
      );
      expect(download.status).toBe(200);
      expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));
    }
  });

  it('keep answering, writes included, while one process is stopped', async () => {
    const client = await registerClient(nginx.base);
    await a.kill();
    const outcomes = [];
    for (let index = 0; index < 10; index += 1) {
      outcomes.push(
        await call(nginx.base, 'POST', '/api/cases', { token: client.token, body: newCase() }),
      );
      outcomes.push(await call(nginx.base, 'GET', '/api/cases', { token: client.token }));
    }
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      Array.from({ length: 10 }, () => [201, 200]).flat(),
    );
    // Each write was made once: nginx passed none of them to both processes.
    const cases = await call(nginx.base, 'GET', '/api/cases', { token: client.token });
    expect(cases.body.cases ?? cases.body).toHaveLength(10);
  });
});
