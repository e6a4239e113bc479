import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/platform/project-root';
import { ServerProcess } from '../reliability/lib/server-process';

const run = promisify(execFile);
const DEMO_CLIENT = { email: 'client@tra-demo.example', password: 'DemoClient2026!' };
const DOCUMENT = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(3000, 'r'),
  Buffer.from('\n%%EOF\n'),
]);
const started: ServerProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.kill()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs an npm script as an operator would; answers its output. */
async function npmScript(args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await run('npm', ['run', '-s', ...args], {
    cwd: projectRoot(),
    env: { ...process.env, ...env },
  });
  return stdout;
}

async function startServer(port: number, dataDir: string, databaseUrl = '') {
  const server = await ServerProcess.start({
    port,
    dataDir,
    databaseUrl,
    smtpUrl: '',
    env: { DEMO_DATA: 'true' },
  });
  started.push(server);
  return server;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function getJson<T>(base: string, path: string, headers: Record<string, string>) {
  const answer = await fetch(`${base}${path}`, { headers });
  expect(answer.status).toBe(200);
  return answer.json() as Promise<T>;
}

/** The demo client uploads a document to their first case through the three-step API. */
async function uploadDocument(base: string): Promise<void> {
  const auth = await signIn(base);
  const cases = await getJson<{ id: string }[]>(base, '/api/cases', auth);
  const caseUrl = `${base}/api/cases/${cases[0]!.id}`;
  const file = { fileName: 'Purchase contract.pdf', documentType: 'contract' };
  const started = await fetch(`${caseUrl}/documents/upload`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...file, fileSize: DOCUMENT.length }),
  });
  expect(started.status).toBe(200);
  const ticket = (await started.json()) as { uploadURL: string; contentType: string };
  const put = await fetch(`${base}${ticket.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': ticket.contentType },
    body: DOCUMENT,
  });
  expect(put.status).toBe(201);
  const registered = await fetch(`${caseUrl}/documents`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...file, fileUrl: ticket.uploadURL.split('?')[0] }),
  });
  expect(registered.status).toBe(201);
}

/**
 * What the round trip must keep, read through the API: the demo client's account, cases
 * (with their documents) and every document's bytes.
 */
async function observe(base: string) {
  const auth = await signIn(base);
  const account = await getJson<unknown>(base, '/api/auth/me', auth);
  const cases = await getJson<{ id: string }[]>(base, '/api/cases', auth);
  const details = [];
  const documents: Record<string, string> = {};
  for (const { id } of cases) {
    const detail = await getJson<{ documents: { id: string }[] }>(base, `/api/cases/${id}`, auth);
    details.push(detail);
    for (const document of detail.documents) {
      const download = await fetch(`${base}/api/cases/${id}/documents/${document.id}/download`, {
        headers: auth,
      });
      expect(download.status).toBe(200);
      documents[document.id] = Buffer.from(await download.arrayBuffer()).toString('base64');
    }
  }
  expect(Object.values(documents)).toContain(DOCUMENT.toString('base64'));
  return { account, cases, details, documents };
}

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tra-operations-'));
  folders.push(folder);
  return folder;
}

describe('backup and restore', () => {
  it('backs up a running embedded server and restores it into a new data folder', async () => {
    const first = join(newFolder(), 'data');
    const server = await startServer(5410, first);
    await uploadDocument(server.base);
    const before = await observe(server.base);
    // Only `npm run backup`, holding the token from DATA_DIR, may ask for a snapshot.
    const unauthorised = await fetch(`${server.base}/api/internal/backup`, {
      method: 'POST',
      headers: { authorization: 'Bearer guessed' },
    });
    expect(unauthorised.status).toBe(403);

    const output = await npmScript(['backup'], { DATA_DIR: first, PORT: '5410' });
    const archive = output.trim().split('\n').at(-1)!;
    expect(archive).toMatch(/tra-backup-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(server.alive).toBe(true);

    const second = join(newFolder(), 'data');
    await npmScript(['restore', '--', archive], { DATA_DIR: second });
    await expect(npmScript(['restore', '--', archive], { DATA_DIR: second })).rejects.toThrow(
      /not empty/,
    );
    const restored = await startServer(5411, second, '');
    expect(await observe(restored.base)).toEqual(before);
    expect(readFileSync(join(second, 'mfa-encryption-key'), 'utf8')).toBe(
      readFileSync(join(first, 'mfa-encryption-key'), 'utf8'),
    );
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)('backs up PostgreSQL and restores it into a new database', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const suffix = Math.random().toString(36).slice(2, 10);
    const names = [`tra_backup_${suffix}_a`, `tra_backup_${suffix}_b`];
    const urlOf = (name: string) => {
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    };
    try {
      for (const name of names) await admin.query(`create database ${name}`);
      const first = join(newFolder(), 'data');
      const server = await startServer(5412, first, urlOf(names[0]!));
      await uploadDocument(server.base);
      const before = await observe(server.base);
      const output = await npmScript(['backup'], {
        DATA_DIR: first,
        DATABASE_URL: urlOf(names[0]!),
      });
      const archive = output.trim().split('\n').at(-1)!;
      await server.kill();

      const second = join(newFolder(), 'data');
      const target = { DATA_DIR: second, DATABASE_URL: urlOf(names[1]!) };
      await npmScript(['restore', '--', archive], target);
      await expect(npmScript(['restore', '--', archive], target)).rejects.toThrow(/not empty/);
      const restored = await startServer(5413, second, urlOf(names[1]!));
      expect(await observe(restored.base)).toEqual(before);
      await restored.kill();
    } finally {
      for (const name of names) {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
    }
  });
});
