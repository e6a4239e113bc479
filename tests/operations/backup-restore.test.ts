import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/platform/project-root';
import { ServerProcess } from '../reliability/lib/server-process';

const run = promisify(execFile);
const DEMO_CLIENT = { email: 'client@tra-demo.example', password: 'DemoClient2026!' };
const DOCUMENT_KEY = 'operations/round-trip.pdf';
const DOCUMENT = Buffer.from('%PDF-1.4\n% the same bytes after a round trip\n');
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

/** What the round trip must keep: the demo client's cases, and the stored document's bytes. */
async function observe(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const cases = await fetch(`${base}/api/cases`, { headers: { authorization: `Bearer ${token}` } });
  expect(cases.status).toBe(200);
  return cases.json();
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
    mkdirSync(join(first, 'uploads', 'operations'), { recursive: true });
    writeFileSync(join(first, 'uploads', DOCUMENT_KEY), DOCUMENT);
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
    expect(readFileSync(join(second, 'uploads', DOCUMENT_KEY))).toEqual(DOCUMENT);
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
      mkdirSync(join(first, 'uploads', 'operations'), { recursive: true });
      writeFileSync(join(first, 'uploads', DOCUMENT_KEY), DOCUMENT);
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
      expect(readFileSync(join(second, 'uploads', DOCUMENT_KEY))).toEqual(DOCUMENT);
      await restored.kill();
    } finally {
      for (const name of names) {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
    }
  });
});
