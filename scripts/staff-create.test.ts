import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { acquireEmbeddedLock } from '../src/server/db/embedded-lock';
import { users } from '../src/server/db/schema';
import { verifyPassword } from '../src/server/platform/auth/passwords';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let dataDir: string;

/** Runs the command as `npm run staff:create` does; each run boots the embedded database. */
function staffCreate(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    const child = spawn('node_modules/.bin/tsx', ['scripts/staff-create.ts', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const member = (overrides: Record<string, string> = {}) => {
  const values = {
    email: 'Dana.Reyes@Example.org',
    password: 'first password 1',
    role: 'editor',
    'first-name': 'Dana',
    'last-name': 'Reyes',
    ...overrides,
  };
  return Object.entries(values).flatMap(([name, value]) => [`--${name}`, value]);
};

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tra-staff-create-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run staff:create', () => {
  it('creates a staff account, then updates the same address (any case) keeping its id', async () => {
    const created = await staffCreate(member());
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const id = created.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await staffCreate(
      member({
        email: 'dana.reyes@example.ORG',
        password: 'second password 2',
        role: 'admin',
        'first-name': 'Danielle',
      }),
    );
    expect(updated.code).toBe(0);
    expect(updated.stdout.trim()).toBe(id);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(users).where(eq(users.id, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'dana.reyes@example.org',
        role: 'admin',
        firstName: 'Danielle',
        lastName: 'Reyes',
        isActive: true,
      });
      expect(await verifyPassword(rows[0]!.passwordHash, 'second password 2')).toBe(true);
      expect(await verifyPassword(rows[0]!.passwordHash, 'first password 1')).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('refuses bad or missing arguments with one clear line and the usage, exit 2', async () => {
    const badRole = await staffCreate(member({ role: 'owner' }));
    expect(badRole.code).toBe(2);
    expect(badRole.stdout).toBe('');
    const [problem, usage] = badRole.stderr.trim().split('\n');
    expect(problem).toMatch(/--role.*editor, admin/);
    expect(usage).toMatch(/^Usage: npm run staff:create -- --email E/);

    const missing = await staffCreate(['--email', 'someone@example.org']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Missing --password, --role, --first-name, --last-name/);
  });

  it('says so and exits 1 when a running server holds the embedded database', async () => {
    const heldDir = mkdtempSync(join(tmpdir(), 'tra-staff-held-'));
    // This test process plays the running server.
    const release = acquireEmbeddedLock(heldDir);
    try {
      const before = readdirSync(heldDir);
      const original = dataDir;
      dataDir = heldDir;
      const run = await staffCreate(member()).finally(() => (dataDir = original));
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^staff:create: .*in use by another process \(pid \d+\)/),
        'Stop the server that uses this DATA_DIR, then run staff:create again.',
      ]);
      expect(readdirSync(heldDir)).toEqual(before);
    } finally {
      release();
      rmSync(heldDir, { recursive: true, force: true });
    }
  });
});
