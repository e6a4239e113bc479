import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_LINK_EXPIRED_MESSAGE,
  UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  UNSUBSCRIBE_LINK_USED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@shared/contracts/notifications';
import { defaultUserPreferences } from '@shared/contracts/preferences';
import { ConfigError, loadConfig } from '../../config';
import { articles, guideDigests, jobs, userAccounts, userPreferences } from '../../db/schema';
import { loadLinkSecret } from '../../platform/secrets';
import { bearer, createClientAccount, type TestAccount } from '../../testing/accounts';
import { clearOutbox } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';
import {
  DAY_MS,
  publishGuide,
  runGuideDigest,
  unsubscribeTokenFor,
  unsubscribeTokenIn,
} from './test-fixtures';
import { unsubscribeToken } from './unsubscribe-links';

/*
 * The digest's unsubscribe link: it opens a page (a GET, which mail scanners fetch too, so it
 * changes nothing) whose one button POSTs the token. The POST sets notificationFrequency to
 * 'never' without a sign-in, once; a used, expired or changed link answers 400 and changes
 * nothing. Mail programs may also POST the List-Unsubscribe address (RFC 8058).
 */

// The built page template, so the page address is served as it is in production.
const clientDir = mkdtempSync(join(tmpdir(), 'tra-digest-client-'));
copyFileSync(resolve('src/client/index.html'), join(clientDir, 'index.html'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const testApp = useTestApp({ clientDir });
const db = () => testApp.database.db;

const SCAMS = 'Scam Prevention';
let client: TestAccount;

/** A weekly client interested in scams, who has had one digest: its link's token. */
async function clientWithDigest(): Promise<{ client: TestAccount; token: string }> {
  const account = await createClientAccount(db());
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: '/api/user-preferences',
    headers: bearer(account.token),
    payload: { ...defaultUserPreferences, preferredTopics: [SCAMS] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const now = Date.now();
  await publishGuide(db(), { tags: [SCAMS], publishedAt: new Date(now + DAY_MS) });
  const sent = await runGuideDigest(testApp, new Date(now + 8 * DAY_MS));
  const mine = sent.filter((mail) => mail.to === account.email);
  expect(mine).toHaveLength(1);
  return { client: account, token: unsubscribeTokenIn(mine[0]!) };
}

let token: string;
beforeEach(async () => {
  ({ client, token } = await clientWithDigest());
});
afterEach(async () => {
  await db().delete(articles);
  await db().delete(jobs);
  clearOutbox(testApp);
});

const unsubscribe = (body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/notifications/unsubscribe',
    payload: body as InjectOptions['payload'],
  });

const oneClick = (linkToken: string, contentType = 'application/x-www-form-urlencoded') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(linkToken)}`,
    headers: { 'content-type': contentType },
    payload:
      contentType === 'application/x-www-form-urlencoded'
        ? 'List-Unsubscribe=One-Click'
        : '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
  });

async function frequencyOf(account: TestAccount) {
  const [row] = await db()
    .select({ frequency: userPreferences.notificationFrequency })
    .from(userPreferences)
    .where(eq(userPreferences.userId, account.id));
  return row?.frequency;
}

async function setFrequency(account: TestAccount, frequency: string) {
  await db()
    .update(userPreferences)
    .set({ notificationFrequency: frequency })
    .where(eq(userPreferences.userId, account.id));
}

function expectRefused(
  response: Awaited<ReturnType<typeof unsubscribe>>,
  message: string,
  code = 'UNSUBSCRIBE_LINK_INVALID',
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code, message });
}

describe('POST /api/notifications/unsubscribe', () => {
  it('sets the client’s choice to never without a sign-in, and no digest follows', async () => {
    const response = await unsubscribe({ token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect(await frequencyOf(client)).toBe('never');

    await publishGuide(db(), { tags: [SCAMS], publishedAt: new Date(Date.now() + 9 * DAY_MS) });
    const later = await runGuideDigest(testApp, new Date(Date.now() + 20 * DAY_MS));
    expect(later.filter((mail) => mail.to === client.email)).toEqual([]);
  });

  it('works once: the same link again answers 400 and changes nothing', async () => {
    expect((await unsubscribe({ token })).statusCode).toBe(200);
    // The client turns e-mail back on; the old link must not turn it off again.
    await setFrequency(client, 'weekly');
    expectRefused(await unsubscribe({ token }), UNSUBSCRIBE_LINK_USED_MESSAGE);
    expect(await frequencyOf(client)).toBe('weekly');
  });

  it('lets only one of two uses at once through', async () => {
    const answers = await Promise.all([unsubscribe({ token }), unsubscribe({ token })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a changed link and changes nothing, for anyone', async () => {
    const { client: other } = await clientWithDigest();
    const [, version, expires, signature] = token.split('.');
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `${other.id}.${version}.${expires}.${signature}`,
      `${client.id}.${Number(version) + 1}.${expires}.${signature}`,
      `${client.id}.${version}.${Number(expires) + 86_400}.${signature}`,
      `${client.id}.${version}.${expires}.${flip(signature!)}`,
      `${client.id}.${version}.${expires}`,
      'not-a-token',
      `${token}.extra`,
    ];
    for (const bad of tampered) {
      expectRefused(await unsubscribe({ token: bad }), UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    }
    // A link signed with another secret (another installation's) is refused too.
    const foreign = unsubscribeToken(
      'another-secret-that-is-long-enough-000000',
      { userId: client.id, version: 0 },
      new Date(Date.now() + DAY_MS),
    );
    expectRefused(await unsubscribe({ token: foreign }), UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    expect(await frequencyOf(client)).toBe('weekly');
    expect(await frequencyOf(other)).toBe('weekly');
    // The real link still works afterwards.
    expect((await unsubscribe({ token })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const expired = unsubscribeToken(
      loadLinkSecret(testApp.config),
      { userId: client.id, version: 0 },
      new Date(Date.now() - 1000),
    );
    expectRefused(await unsubscribe({ token: expired }), UNSUBSCRIBE_LINK_EXPIRED_MESSAGE);
    expect(await frequencyOf(client)).toBe('weekly');
  });

  it('refuses the link of an account deleted since', async () => {
    await db().delete(userAccounts).where(eq(userAccounts.id, client.id));
    expectRefused(await unsubscribe({ token }), UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  });

  it('asks for the whole link when the token is missing or empty', async () => {
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(301) }]) {
      expectRefused(
        await unsubscribe(body),
        UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE,
        'VALIDATION_ERROR',
      );
    }
    expect(await frequencyOf(client)).toBe('weekly');
  });

  it('works for a client who never saved preferences (the weekly default)', async () => {
    const fresh = await createClientAccount(db());
    const freshToken = await unsubscribeTokenFor(testApp, fresh.id);
    expect((await unsubscribe({ token: freshToken })).statusCode).toBe(200);
    expect(await frequencyOf(fresh)).toBe('never');
  });
});

describe('POST /api/notifications/unsubscribe/one-click (RFC 8058)', () => {
  it('unsubscribes from the List-Unsubscribe address with a form body, once', async () => {
    const response = await oneClick(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect(await frequencyOf(client)).toBe('never');
    await setFrequency(client, 'weekly');
    expectRefused(await oneClick(token), UNSUBSCRIBE_LINK_USED_MESSAGE);
    expect(await frequencyOf(client)).toBe('weekly');
  });

  it('takes the multipart form some mail programs send', async () => {
    const response = await oneClick(token, 'multipart/form-data; boundary=b');
    expect(response.statusCode, response.body).toBe(200);
    expect(await frequencyOf(client)).toBe('never');
  });

  it('refuses a changed link', async () => {
    expectRefused(await oneClick(`${token}x`), UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    expect(await frequencyOf(client)).toBe('weekly');
  });

  it('takes forms nowhere else: other routes still answer 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(415);
    expect(await frequencyOf(client)).toBe('weekly');
  });
});

describe('opening the link (GET, as mail scanners do)', () => {
  it('shows the page and changes nothing; the link still works after', async () => {
    const query = `token=${encodeURIComponent(token)}`;
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/unsubscribe?${query}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const url of [
      `/api/notifications/unsubscribe?${query}`,
      `/api/notifications/unsubscribe/one-click?${query}`,
    ]) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
    expect(await frequencyOf(client)).toBe('weekly');
    const [schedule] = await db()
      .select({ version: guideDigests.unsubscribeVersion })
      .from(guideDigests)
      .where(eq(guideDigests.userId, client.id));
    expect(schedule!.version).toBe(0);
    expect((await unsubscribe({ token })).statusCode).toBe(200);
  });
});

describe('LINK_SECRET', () => {
  it('must be at least 32 characters', () => {
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow(/LINK_SECRET/);
    expect(loadConfig({ LINK_SECRET: 's'.repeat(32) }).linkSecret).toBe('s'.repeat(32));
  });

  it('is generated once and kept when none is configured', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tra-link-secret-'));
    try {
      const generated = loadLinkSecret({ dataDir });
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(loadLinkSecret({ dataDir })).toBe(generated);
      expect(loadLinkSecret({ dataDir, linkSecret: 'c'.repeat(32) })).toBe('c'.repeat(32));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
