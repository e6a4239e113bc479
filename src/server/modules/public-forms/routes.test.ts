import { createServer } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { contactSubmissions, formRateLimits, intakeSubmissions, jobs } from '../../db/schema';
import { cleanUpAuthRecords } from '../../platform/auth/cleanup';
import { createTestApp } from '../../testing/test-app';
import { readOutbox } from '../../testing/outbox';
import { INTAKE_REFERENCE_PATTERN } from '@shared/contracts/intake-request';
import { addDays, utcToday } from '@shared/rescission/dates';
import { checkDeadline } from '@shared/rescission/deadline';
import { useTestApp } from '../../testing/use-test-app';

const validIntake = {
  firstName: 'Margaret',
  lastName: 'Okafor',
  email: 'Margaret.Okafor@Example.com',
  phone: '(555) 201-3344',
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: '1-3-years',
  situation: 'My fees went up every year and the resort will not take the unit back.',
  consent: 'true',
  companyWebsite: '',
};

const validContact = {
  firstName: 'Walter',
  lastName: 'Brennan',
  email: 'walter@example.com',
  subject: 'Question about a resale company',
  message: 'A company called me and asked for $3,000 up front. Is that normal?',
  companyWebsite: '',
};

const testApp = useTestApp({ formRateLimit: 1000 });

async function storedCounts() {
  const db = testApp.database.db;
  const [intake] = await db.select({ n: count() }).from(intakeSubmissions);
  const [contact] = await db.select({ n: count() }).from(contactSubmissions);
  const [job] = await db.select({ n: count() }).from(jobs);
  return { intake: intake!.n, contact: contact!.n, jobs: job!.n };
}

afterEach(async () => {
  const db = testApp.database.db;
  await db.delete(jobs);
  await db.delete(intakeSubmissions);
  await db.delete(contactSubmissions);
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

describe('POST /api/intake', () => {
  it('stores a valid request with its e-mail jobs and answers 201 with the id and a reference', async () => {
    const response = await post('/api/intake', validIntake);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toMatch(/24 hours/);
    expect(body).toMatchObject({ timeCritical: false, lastDay: null });
    expect(body.reference).toMatch(INTAKE_REFERENCE_PATTERN);

    const [row] = await testApp.database.db
      .select()
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.id, body.id));
    expect(row).toMatchObject({
      firstName: 'Margaret',
      email: 'margaret.okafor@example.com',
      purchaseDate: '1-3-years',
      consent: 'true',
      reference: body.reference,
      timeCritical: false,
    });
    const mailJobs = await testApp.database.db.select().from(jobs);
    expect(mailJobs.map((job) => job.type)).toEqual(['mail.send', 'mail.send']);
    const forwarded = mailJobs.find((job) => job.payload.to === testApp.config.site.supportEmail);
    expect(forwarded!.payload).toMatchObject({ replyTo: 'margaret.okafor@example.com' });
    expect(String(forwarded!.payload.text)).toContain('Sunny Shores Vacation Club');
    const confirmation = mailJobs.find((job) => job.payload.to === 'margaret.okafor@example.com');
    expect(String(confirmation!.payload.text)).toContain(`Your reference is ${body.reference}`);
  });

  it('accepts a request without the optional phone and purchase timeframe', async () => {
    const { phone: _phone, purchaseDate: _purchaseDate, ...required } = validIntake;
    const response = await post('/api/intake', { ...required, phone: '', purchaseDate: '' });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(intakeSubmissions);
    expect(row).toMatchObject({ phone: null, purchaseDate: null });
  });

  const requiredFields: [string, RegExp][] = [
    ['firstName', /first name/i],
    ['lastName', /last name/i],
    ['email', /email/i],
    ['timeshareCompany', /timeshare company/i],
    ['situation', /situation/i],
    ['consent', /consent/i],
  ];

  it.each(requiredFields)(
    'refuses a request without %s, naming the field',
    async (field, named) => {
      const payload: Record<string, unknown> = { ...validIntake };
      delete payload[field];
      const response = await post('/api/intake', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(named),
      });
      expect(response.json().issues[0].path).toBe(field);
      expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
    },
  );

  it.each(requiredFields)('refuses a request whose %s is blank', async (field, named) => {
    const response = await post('/api/intake', { ...validIntake, [field]: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(named);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });

  const malformed: [string, unknown, RegExp][] = [
    ['email', 'not-an-email', /valid email/i],
    ['email', 42, /email/i],
    ['phone', 'call me maybe', /valid phone/i],
    ['purchaseDate', 'last-tuesday', /when you bought/i],
    ['consent', 'false', /consent/i],
    ['consent', true, /consent/i],
    ['firstName', 'x'.repeat(101), /100 characters/],
    ['situation', 'x'.repeat(5001), /5000 characters/],
    ['timeshareCompany', ['a', 'b'], /timeshare company/i],
  ];

  it.each(malformed)('refuses %s = %j with a clear message', async (field, value, named) => {
    const response = await post('/api/intake', { ...validIntake, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(named);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[]', '"hello"', 'null']) {
      const response = await post('/api/intake', payload, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const broken = await post('/api/intake', '{"firstName": ', {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not valid JSON/);
    const wrongType = await post('/api/intake', 'firstName=A', {
      'content-type': 'text/plain',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toMatch(/JSON/);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const response = await post('/api/intake', {
      ...validIntake,
      companyWebsite: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message with its forwarding e-mail job', async () => {
    const response = await post('/api/contact', validContact);
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(contactSubmissions);
    expect(row).toMatchObject({ id: response.json().id, subject: validContact.subject });
    const [job] = await testApp.database.db.select().from(jobs);
    expect(job!.payload).toMatchObject({
      to: testApp.config.site.supportEmail,
      subject: `Website message: ${validContact.subject}`,
    });
  });

  it.each([
    ['firstName', /first name/i],
    ['lastName', /last name/i],
    ['email', /email/i],
    ['subject', /subject/i],
    ['message', /message/i],
  ])('refuses a message without %s, naming the field', async (field, named) => {
    const payload: Record<string, unknown> = { ...validContact };
    delete payload[field];
    const response = await post('/api/contact', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(named);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });

  it.each([
    ['email', 'walter@', /valid email/i],
    ['subject', 'x'.repeat(201), /200 characters/],
    ['message', { text: 'hi' }, /message/i],
  ])('refuses %s = %j', async (field, value, named) => {
    const response = await post('/api/contact', { ...validContact, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(named);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await post('/api/contact', { ...validContact, companyWebsite: 'x' });
    expect(response.statusCode).toBe(201);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });
});

describe('POST /api/intake: whether the period to cancel may still be open', () => {
  const today = utcToday();
  const recentFlorida = {
    ...validIntake,
    purchaseDate: 'within-1-year',
    signedState: 'florida',
    signedOn: addDays(today, -2),
  };

  it("flags a recent Florida purchase time-critical with the deadline checker's last day", async () => {
    const response = await post('/api/intake', recentFlorida);
    expect(response.statusCode).toBe(201);
    const checker = checkDeadline({ stateId: 'florida', signedOn: recentFlorida.signedOn }, today);
    expect(checker.status).toBe('open');
    const lastDay = 'lastDay' in checker ? checker.lastDay : null;
    expect(response.json()).toMatchObject({ timeCritical: true, lastDay });

    const [row] = await testApp.database.db.select().from(intakeSubmissions);
    expect(row).toMatchObject({
      signedState: 'florida',
      signedOn: recentFlorida.signedOn,
      timeCritical: true,
      rescissionLastDay: lastDay,
    });
    const mailJobs = await testApp.database.db.select().from(jobs);
    const forwarded = mailJobs.find((job) => job.payload.to === testApp.config.site.supportEmail);
    expect(String(forwarded!.payload.subject)).toMatch(/^TIME-CRITICAL: New help request HR-/);
    const confirmation = mailJobs.find(
      (job) => job.payload.to !== testApp.config.site.supportEmail,
    );
    expect(String(confirmation!.payload.text)).toContain('Do not wait for our call');
    expect(String(confirmation!.payload.text)).toContain(`${testApp.config.publicUrl}/help`);
  });

  it('does not flag a purchase whose period has passed, or one without a date', async () => {
    const passed = await post('/api/intake', { ...recentFlorida, signedOn: addDays(today, -60) });
    expect(passed.json()).toMatchObject({ timeCritical: false, lastDay: null });
    const noDate = await post('/api/intake', { ...recentFlorida, signedOn: '' });
    expect(noDate.json()).toMatchObject({ timeCritical: false, lastDay: null });
  });

  it('flags a recent purchase in a state without our rule, with no computed day', async () => {
    const response = await post('/api/intake', { ...recentFlorida, signedState: 'other-us-state' });
    expect(response.json()).toMatchObject({ timeCritical: true, lastDay: null });
  });

  it.each([
    ['signedState', 'atlantis', /where you signed/],
    ['signedOn', '2026-02-30', /month, day and year/],
    ['signedOn', 'last week', /month, day and year/],
    ['signedOn', addDays(today, 3), /cannot be in the future/],
  ])('refuses %s = %j and stores nothing', async (field, value, named) => {
    const response = await post('/api/intake', { ...recentFlorida, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(named);
    expect(response.json().issues[0].path).toBe(field);
    expect(await storedCounts()).toEqual({ intake: 0, contact: 0, jobs: 0 });
  });
});

describe('e-mail delivery', () => {
  it("writes the forwarded request and the person's confirmation to the outbox folder", async () => {
    const { reference } = (await post('/api/intake', validIntake)).json();
    expect(await testApp.app.jobs.runDueJobs()).toBe(2);
    const sent = readOutbox(testApp);
    expect(sent).toHaveLength(2);
    const forwarded = sent.find((mail) => mail.body.includes('New help request'))!.body;
    expect(forwarded).toMatch(
      new RegExp(`^Subject: New help request ${reference} from Margaret Okafor$`, 'm'),
    );
    expect(forwarded).toMatch(new RegExp(`^To: ${testApp.config.site.supportEmail}$`, 'm'));
    expect(forwarded).toMatch(/^Reply-To: margaret.okafor@example.com$/m);
    const confirmation = sent.find((mail) => mail.body.includes('We received your request'))!;
    expect(confirmation.body).toMatch(/^To: margaret.okafor@example.com$/m);
    expect(confirmation.subject).toBe(`We received your request for help (${reference})`);
    const jobsDone = await testApp.database.db.select().from(jobs);
    expect(jobsDone.map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('sends the e-mail as soon as the request has committed, from any process, not at the next poll', async () => {
    // Polling far beyond the test's patience: only the wake-up after commit can explain the mail.
    const running = await createTestApp({ jobPollIntervalMs: 600_000 }, { startJobWorker: true });
    // Another process on the same database, with no worker of its own, takes the request.
    const other = await buildApp(running.config, {
      database: running.database,
      startJobWorker: false,
    });
    try {
      // The worker's first round (at start) and the one when it begins to listen find nothing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(readOutbox(running)).toEqual([]);
      const response = await other.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validContact,
      });
      expect(response.statusCode).toBe(201);
      await vi.waitFor(
        () =>
          expect(readOutbox(running).map((mail) => mail.subject)).toEqual([
            `Website message: ${validContact.subject}`,
          ]),
        { timeout: 5000 },
      );
    } finally {
      await other.close();
      await running.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('e-mail delivery through SMTP', () => {
  it('retries while the SMTP server is unreachable and delivers once it returns', async () => {
    const port = await freePort();
    const smtpApp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, jobRetryBaseMs: 1 });
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    try {
      const response = await smtpApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validContact,
      });
      expect(response.statusCode).toBe(201);

      // SMTP is down: the attempt fails and the job waits for a retry, not lost.
      expect(await smtpApp.app.jobs.runDueJobs()).toBe(1);
      let [job] = await smtpApp.database.db.select().from(jobs);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job!.lastError).toMatch(/ECONNREFUSED|connect/i);

      await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await smtpApp.app.jobs.runDueJobs()).toBe(1);
      [job] = await smtpApp.database.db.select().from(jobs);
      expect(job).toMatchObject({ status: 'done', attempts: 2 });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`Subject: Website message: ${validContact.subject}`);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await smtpApp.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message once one address sends too many forms', async () => {
    const limited = await createTestApp({ formRateLimit: 2 });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/contact', payload: validContact });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many attempts.*try again/),
      });
      const [stored] = await limited.database.db.select({ n: count() }).from(contactSubmissions);
      expect(stored!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('counts in the database: a second app on it shares the count, and so does a restart', async () => {
    const first = await createTestApp({ formRateLimit: 2 });
    // Another process on the same database, started fresh (as after a restart).
    const startAnother = () =>
      buildApp(first.config, { database: first.database, startJobWorker: false });
    const second = await startAnother();
    try {
      const send = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/api/contact', payload: validContact });
      expect((await send(first.app)).statusCode).toBe(201);
      expect((await send(second)).statusCode).toBe(201);
      expect((await send(first.app)).statusCode).toBe(429);
      expect((await send(second)).statusCode).toBe(429);
      await second.close();
      const restarted = await startAnother();
      expect((await send(restarted)).statusCode).toBe(429);
      await restarted.close();

      // Once the window has ended the count starts again, and the clean-up removes old rows.
      await first.database.db
        .update(formRateLimits)
        .set({ windowEndsAt: sql`now() - interval '1 second'` });
      expect((await send(first.app)).statusCode).toBe(201);
      await first.database.db
        .update(formRateLimits)
        .set({ windowEndsAt: sql`now() - interval '1 second'` });
      expect((await cleanUpAuthRecords(first.database.db)).formRateLimits).toBe(1);
      expect(await first.database.db.select().from(formRateLimits)).toEqual([]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
