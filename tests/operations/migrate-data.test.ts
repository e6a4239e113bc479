import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadTicket } from '@shared/contracts/partners';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { fingerprintTable } from '../../src/server/modules/data-move/table-checksum';
import { tablesInForeignKeyOrder } from '../../src/server/modules/data-move/table-order';
import {
  alignTextOutput,
  runOnClient,
  runOnDatabase,
} from '../../src/server/modules/data-move/sql-session';
import { listLocalFiles, sha256Of } from '../../src/server/modules/data-move/upload-files';
import {
  createAssignedCase,
  samplePdf,
  uploadCaseDocument,
} from '../../src/server/modules/partner-cases/test-fixtures';
import { projectRoot } from '../../src/server/platform/project-root';
import { S3Storage } from '../../src/server/platform/storage/s3-storage';
import { createPartnerAccount, bearer } from '../../src/server/testing/accounts';
import { startS3rver, type RunningS3rver } from '../../src/server/testing/s3rver';
import { runSmokeChecks, startServer, stop, waitForHealth } from '../../scripts/smoke-checks';

/*
 * Issue 18 item 2: `npm run migrate-data` moves a demo installation on the embedded database
 * and local files to PostgreSQL and an S3-compatible bucket (s3rver), keeping every row and
 * file, and the server then runs on what was moved. Needs `npm run build` first (the smoke
 * checks start the built server, as `npm run test:smoke` does) and PostgreSQL.
 */

const S3RVER_PORT = 5460;
const SERVER_PORT = 5461;
const postgresServer =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targetName = `tra_move_${randomBytes(6).toString('hex')}`;
const targetUrl = Object.assign(new URL(postgresServer), { pathname: `/${targetName}` }).toString();

let dataDir: string;
let s3rver: RunningS3rver;
const uploadedBytes = samplePdf(30_000);
/** The registered document and its client's session, to fetch through the moved server. */
let document: { url: string; token: string };

async function onPostgresServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The demo installation, plus one registered document and one upload never registered. */
async function seedInstallation(): Promise<void> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    clientDir: undefined,
  };
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const app = await buildApp(config, { startJobWorker: false, database });
    try {
      const firm = await createPartnerAccount(database.db, { companyName: 'Moved & Co' });
      const { client, caseId } = await createAssignedCase(database.db, config, firm.id);
      const steps = await uploadCaseDocument(
        app,
        client.token,
        caseId,
        { fileName: 'Purchase contract.pdf', bytes: uploadedBytes },
        'client',
      );
      expect(steps.register?.statusCode).toBe(201);
      document = {
        url: `/api/cases/${caseId}/documents/${steps.register!.json<{ id: string }>().id}/download`,
        token: client.token,
      };
      const started = await app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents/upload`,
        headers: bearer(client.token),
        payload: { fileName: 'unfinished.pdf', documentType: 'contract', fileSize: 4096 },
      });
      const ticket = started.json<UploadTicket>();
      const put = await app.inject({
        method: 'PUT',
        url: ticket.uploadURL,
        headers: { 'content-type': ticket.contentType },
        payload: samplePdf(4096),
      });
      expect(put.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI's source is DATA_DIR alone, whatever DATABASE_URL the shell running the tests has. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

function migrateData(args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate-data.ts', ...args], {
    cwd: projectRoot(),
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, ...s3rver.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tra-move-'));
  await seedInstallation();
  await onPostgresServer(`create database ${targetName}`);
  s3rver = await startS3rver(S3RVER_PORT, 'tra-moved');
});

afterAll(async () => {
  await onPostgresServer(`drop database if exists ${targetName} with (force)`).catch(() => {});
  await s3rver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run migrate-data', () => {
  it('refuses while a server holds the embedded database, and says to stop it', async () => {
    const holder: DatabaseHandle = await openDatabase({ dataDir });
    try {
      const run = await migrateData(['--to', targetUrl, '--storage', 's3']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('is in use by another process');
      expect(run.stderr).toContain(
        'Stop the server that uses this DATA_DIR, then run migrate-data again.',
      );
    } finally {
      await holder.close();
    }
  });

  it('refuses a target that is not PostgreSQL, naming the option', async () => {
    const run = await migrateData(['--to', 'mysql://somewhere/db']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--to: must be a PostgreSQL address');
  });

  it('moves every row and file, checked, and prints the settings to use next', async () => {
    const run = await migrateData(['--to', targetUrl, '--storage', 's3']);
    expect(run.stderr).not.toContain('migrate-data:');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\d+ tables, \d+ rows copied/);
    expect(run.stdout).toContain('2 files (');
    const settings = run.stdout.slice(run.stdout.indexOf('Start the server with these settings:'));
    expect(settings).toContain(`DATABASE_URL=${targetUrl}`);
    expect(settings).toContain(`DATA_DIR=${dataDir}`);
    expect(settings).toContain('STORAGE_DRIVER=s3');
    expect(settings).toContain('S3_BUCKET=tra-moved');
    expect(settings).toContain(`S3_ENDPOINT=${s3rver.s3.endpoint}`);

    // Checked again here, table by table, beside plain counts.
    const source = await openDatabase({ dataDir });
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const fromSource = runOnDatabase(source.db);
      const fromTarget = runOnClient(target);
      await alignTextOutput(fromSource);
      await alignTextOutput(fromTarget);
      const tables = await tablesInForeignKeyOrder(fromSource);
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining([
          'users',
          'cases',
          'case_documents',
          'pending_uploads',
          'legal_cases',
        ]),
      );
      for (const table of tables) {
        const expected = await fingerprintTable(fromSource, table);
        expect(await fingerprintTable(fromTarget, table), table.name).toEqual(expected);
        const [counted] = await fromTarget(`select count(*)::int as n from "${table.name}"`);
        expect(counted!.n, table.name).toBe(expected.rows);
      }
      const [documents] = await fromTarget('select count(*)::int as n from case_documents');
      expect(documents!.n).toBe(1);
    } finally {
      await target.end();
      await source.close();
    }

    const files = await listLocalFiles(join(dataDir, 'uploads'));
    expect(files).toHaveLength(2);
    const bucket = new S3Storage(s3rver.s3);
    for (const file of files) {
      expect(await sha256Of(await bucket.openRead(file.key)), file.key).toBe(
        await sha256Of(createReadStream(file.path)),
      );
    }
    const digests = await Promise.all(
      files.map(async (file) => sha256Of(await bucket.openRead(file.key))),
    );
    expect(digests).toContain(createHash('sha256').update(uploadedBytes).digest('hex'));
  });

  it('refuses to move into the same database again: it is no longer empty', async () => {
    const run = await migrateData(['--to', targetUrl, '--storage', 's3']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The target database is not empty');
  });

  it('leaves a server that passes the start-up smoke checks on PostgreSQL and the bucket', async () => {
    expect(existsSync(join(projectRoot(), 'dist/server/main.js')), 'run npm run build first').toBe(
      true,
    );
    const results = await runSmokeChecks('moved to PostgreSQL and S3', {
      port: SERVER_PORT,
      env: { DATA_DIR: dataDir, DATABASE_URL: targetUrl, ...s3rver.env },
    });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results).toHaveLength(4);
  });

  it('serves the moved document from the bucket to its client, whose session moved too', async () => {
    const server = {
      port: SERVER_PORT,
      env: { DATA_DIR: dataDir, DATABASE_URL: targetUrl, ...s3rver.env },
    };
    const child = startServer(server);
    try {
      const base = `http://127.0.0.1:${SERVER_PORT}`;
      await waitForHealth(base);
      const download = await fetch(`${base}${document.url}`, { headers: bearer(document.token) });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(uploadedBytes)).toBe(true);
    } finally {
      expect(await stop(child)).toBe(0);
    }
  });

  it('without --storage s3 leaves the files in DATA_DIR and says so', async () => {
    const name = `tra_move_${randomBytes(6).toString('hex')}`;
    const url = Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();
    await onPostgresServer(`create database ${name}`);
    try {
      const run = await migrateData(['--to', url]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('2 files left where they are, in DATA_DIR/uploads.');
      expect(run.stdout).toContain('STORAGE_DRIVER=local');
      expect(run.stdout).not.toContain('S3_BUCKET');
    } finally {
      await onPostgresServer(`drop database if exists ${name} with (force)`);
    }
  });

  it('keeps nothing when a table fails to copy, and succeeds when run again', async () => {
    const name = `tra_move_${randomBytes(6).toString('hex')}`;
    const url = Object.assign(new URL(postgresServer), { pathname: `/${name}` }).toString();
    await onPostgresServer(`create database ${name}`);
    const target = new pg.Client({ connectionString: url });
    try {
      const migrated = await openDatabase({ databaseUrl: url, poolSize: 1 });
      await migrated.migrate();
      await migrated.close();
      await target.connect();
      // A rule of this target alone that the demo cases break: their copy fails midway.
      await target.query(`alter table cases add constraint refuse_all check (false) not valid`);
      const failed = await migrateData(['--to', url]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('refuse_all');
      const [left] = (
        await target.query<{ n: number }>(
          `select (select count(*) from users)::int + (select count(*) from cases)::int as n`,
        )
      ).rows;
      expect(left!.n).toBe(0);

      await target.query(`alter table cases drop constraint refuse_all`);
      const again = await migrateData(['--to', url]);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('Moved and checked.');
    } finally {
      await target.end();
      await onPostgresServer(`drop database if exists ${name} with (force)`);
    }
  });
});
