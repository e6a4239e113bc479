import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createAssignedCase,
  samplePdf,
  uploadCaseDocument,
} from '../../modules/partner-cases/test-fixtures';
import { bearer, createClientAccount, createPartnerAccount } from '../../testing/accounts';
import { requestsTo } from '../../testing/requests';
import { useTestApp } from '../../testing/use-test-app';
import { enqueueMail } from '../mail';
import { METRICS_REFUSED_MESSAGE } from './metrics-route';
import { checkExposition, sampleValue } from '../../testing/prometheus-text';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const testApp = useTestApp({
  metrics: { allow: ['127.0.0.1/32', '10.1.0.0/16'], token: METRICS_TOKEN },
});
const { get, post } = requestsTo(testApp);

/** Every metric of ours, with its type: what dashboards and alerts are written against. */
const OUR_METRICS = [
  'tra_http_requests_total counter',
  'tra_http_request_duration_seconds histogram',
  'tra_job_failures_total counter',
  'tra_mail_failures_total counter',
  'tra_sign_in_failures_total counter',
  'tra_sign_in_lockouts_total counter',
  'tra_upload_bytes_total counter',
  'tra_uploads_total counter',
  'tra_database_up gauge',
  'tra_jobs_due gauge',
  'tra_jobs_scheduled gauge',
  'tra_jobs_running gauge',
  'tra_jobs_failed gauge',
  'tra_jobs_oldest_due_age_seconds gauge',
  'tra_db_connections gauge',
  'tra_data_dir_size_bytes gauge',
  'tra_data_dir_free_bytes gauge',
  'process_resident_memory_bytes gauge',
  'nodejs_heap_size_used_bytes gauge',
  'nodejs_eventloop_lag_p99_seconds gauge',
];

const LOOPBACK = '127.0.0.1';
const FOREIGN = '203.0.113.9';

async function scrape(): Promise<string> {
  const response = await get('/metrics', { remoteAddress: LOOPBACK });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('who may read /metrics', () => {
  it('answers an allowed address with Prometheus text', async () => {
    for (const remoteAddress of [LOOPBACK, '10.1.44.2', '::ffff:127.0.0.1']) {
      const response = await get('/metrics', { remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE tra_http_requests_total counter');
    }
  });

  it('refuses an address that is not allowed, with or without a wrong token', async () => {
    for (const headers of [{}, bearer('not-the-token'), { authorization: METRICS_TOKEN }]) {
      const response = await get('/metrics', { remoteAddress: FOREIGN, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'METRICS_NOT_ALLOWED',
        message: METRICS_REFUSED_MESSAGE,
      });
      expect(response.body).not.toContain('tra_');
    }
  });

  it('answers any address that brings the token', async () => {
    const response = await get('/metrics', {
      remoteAddress: FOREIGN,
      headers: bearer(METRICS_TOKEN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('tra_http_requests_total');
  });

  it('is not in the API description', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys((response.json() as { paths: object }).paths)).not.toContain('/metrics');
  });
});

describe('what /metrics counts', () => {
  it('counts requests and their latency by route pattern, never by the address asked for', async () => {
    const route = { method: 'GET', route: '/api/articles/:idOrSlug' };
    const before = sampleValue(await scrape(), 'tra_http_requests_total', {
      ...route,
      status_code: '404',
    });
    await get('/api/articles/no-such-article-1');
    await get('/api/articles/no-such-article-2');
    await get('/no/such/page/at/all');
    const text = await scrape();
    expect(sampleValue(text, 'tra_http_requests_total', { ...route, status_code: '404' })).toBe(
      (before ?? 0) + 2,
    );
    expect(
      sampleValue(text, 'tra_http_request_duration_seconds_count', route),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sampleValue(text, 'tra_http_requests_total', {
        method: 'GET',
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-article');
    expect(text).not.toContain('/no/such/page');
  });

  it('counts a failed sign-in and a lockout where the attempts are recorded', async () => {
    const account = await createClientAccount(testApp.database.db);
    const failures = () => sampleValue(text, 'tra_sign_in_failures_total', { kind: 'client' }) ?? 0;
    let text = await scrape();
    const failuresBefore = failures();
    const lockoutsBefore = sampleValue(text, 'tra_sign_in_lockouts_total', { kind: 'client' });

    const wrong = { email: account.email, password: 'not the password at all' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/auth/login', wrong, { remoteAddress: '198.51.100.7' });
      expect(response.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', wrong, { remoteAddress: '198.51.100.7' });
    expect(locked.statusCode).toBe(429);

    text = await scrape();
    expect(failures()).toBe(failuresBefore + 5);
    expect(sampleValue(text, 'tra_sign_in_lockouts_total', { kind: 'client' })).toBe(
      (lockoutsBefore ?? 0) + 1,
    );
  });

  it('counts failed mail attempts, job failures and the queue', async () => {
    const { app, database, config } = testApp;
    // A file where the outbox folder should be: sending fails, as with a dead SMTP server.
    const outbox = join(config.dataDir, 'outbox');
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, 'in the way');
    onTestFinished(() => rmSync(outbox, { force: true }));
    await enqueueMail(database.db, { to: 'a@example.com', subject: 'Hello', text: 'Hi' });
    let text = await scrape();
    expect(sampleValue(text, 'tra_jobs_due')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'tra_database_up')).toBe(1);
    const mailFailuresBefore = sampleValue(text, 'tra_mail_failures_total') ?? 0;

    expect(await app.jobs.runDueJobs()).toBe(1);
    text = await scrape();
    expect(sampleValue(text, 'tra_mail_failures_total')).toBe(mailFailuresBefore + 1);
    expect(
      sampleValue(text, 'tra_job_failures_total', { type: 'mail.send', outcome: 'retry' }),
    ).toBe(1);
    // Waiting for its retry: due again at once with the tests' 1 ms retry delay.
    const waiting = sampleValue(text, 'tra_jobs_due')! + sampleValue(text, 'tra_jobs_scheduled')!;
    expect(waiting).toBeGreaterThanOrEqual(1);
  });

  it('counts the bytes of an upload once it is registered', async () => {
    const { app, database, config } = testApp;
    const firm = await createPartnerAccount(database.db);
    const { caseId } = await createAssignedCase(database.db, config, firm.id);
    let text = await scrape();
    const bytesBefore = sampleValue(text, 'tra_upload_bytes_total')!;
    const uploadsBefore = sampleValue(text, 'tra_uploads_total')!;

    const steps = await uploadCaseDocument(app, firm.token, caseId, {
      fileName: 'contract.pdf',
      bytes: samplePdf(5000),
    });
    expect(steps.register?.statusCode).toBe(201);
    text = await scrape();
    expect(sampleValue(text, 'tra_upload_bytes_total')).toBe(bytesBefore + 5000);
    expect(sampleValue(text, 'tra_uploads_total')).toBe(uploadsBefore + 1);
  });

  it('reports database connections, free space under DATA_DIR, memory and event-loop delay', async () => {
    const text = await scrape();
    const kind = testApp.database.kind;
    expect(
      sampleValue(text, 'tra_db_connections', { database: kind, state: 'total' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'tra_db_connections', { database: kind, state: 'waiting' })).toBe(0);
    expect(sampleValue(text, 'tra_data_dir_free_bytes')).toBeGreaterThan(0);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
  });
});

describe('the text Prometheus reads', () => {
  it('is valid exposition format: every line a HELP, TYPE or sample of a declared metric', async () => {
    const text = await scrape();
    expect(checkExposition(text)).toEqual([]);
    const declared = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(
      ([, name, type]) => `${name} ${type}`,
    );
    expect(declared).toEqual(expect.arrayContaining(OUR_METRICS));
  });

  it('is checked for real: the checker finds what a scraper would choke on', () => {
    const text = [
      '# HELP tra_good A metric.',
      '# TYPE tra_good gauge',
      'tra_good{state="ok"} 1',
      'tra_good{state="ok} 1',
      'tra_undeclared 2',
      'tra_good 1 2 3',
      '# TYPE tra_good gauge',
      '',
    ].join('\n');
    expect(checkExposition(text)).toEqual([
      'line 4: tra_good{state="ok} 1 (not a sample)',
      'line 5: tra_undeclared 2 (no TYPE for tra_undeclared)',
      'line 6: tra_good 1 2 3 (not a sample)',
      'line 7: # TYPE tra_good gauge (a second TYPE)',
      'line 7: # TYPE tra_good gauge (TYPE after its samples)',
    ]);
  });

  const promtool = spawnSync('promtool', ['--version']).status === 0;
  // On a developer's machine without promtool the parser test above still runs; in CI
  // (which installs Debian's prometheus package) a missing promtool fails here.
  it.skipIf(!promtool && !process.env.CI)('passes `promtool check metrics`', async () => {
    expect(promtool, 'promtool is not installed (apt-get install prometheus)').toBe(true);
    const checked = spawnSync('promtool', ['check', 'metrics'], {
      input: await scrape(),
      encoding: 'utf8',
    });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});
