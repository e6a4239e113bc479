import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { defaultSiteConfig } from '@shared/site-config';
import { bearer } from '@server/testing/accounts';
import { queuedMail, takeOutbox } from '@server/testing/outbox';
import { useClientFixture } from './client-fixture';
import { XSS_PAYLOADS } from './payloads';
import { useSecurityApp } from './security-app';
import { createWorld, type World } from './world';

/*
 * Script in what people and staff write: guides are Markdown rendered to HTML that is cleaned
 * with an allow-list; messages on a case are kept as written and only ever answered as JSON
 * text; names and texts are escaped wherever they go into an HTML e-mail; line breaks in names
 * cannot add e-mail headers; and the page's configuration block cannot be closed early.
 */

const HOSTILE = XSS_PAYLOADS.join('\n\n');

/** The real tags in HTML that could run script (escaped text has no "<" left to match). */
function runnable(html: string): string[] {
  return (html.match(/<[a-z][^>]*>/gi) ?? []).filter(
    (tag) =>
      /^<(script|iframe|svg|object|embed|math)\b/i.test(tag) ||
      /\son[a-z]+\s*=/i.test(tag) ||
      /javascript:/i.test(tag),
  );
}

const testApp = useSecurityApp();
let world: World;
beforeAll(async () => {
  world = await createWorld(testApp);
});

const post = (url: string, payload: object, token?: string) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe('guides written by staff', () => {
  test('stored, previewed and served as HTML without anything that runs', async () => {
    const editor = world.accounts.editor.token;
    const preview = await post('/api/articles/preview', { content: HOSTILE }, editor);
    expect(preview.statusCode).toBe(200);
    expect(runnable(preview.json().contentHtml)).toEqual([]);

    const created = await post(
      '/api/articles',
      { title: XSS_PAYLOADS[0], content: HOSTILE, status: 'published' },
      editor,
    );
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json<{ slug: string; content: string; contentHtml: string }>();
    expect(article.content, 'the Markdown is kept as written').toBe(HOSTILE);
    expect(runnable(article.contentHtml)).toEqual([]);

    const served = await testApp.app.inject({
      method: 'GET',
      url: `/api/articles/${article.slug}`,
    });
    expect(runnable(served.json().contentHtml)).toEqual([]);
    // Links that stay are plain web links (typed HTML is escaped text, so only real tags count).
    for (const [, href] of served
      .json<{ contentHtml: string }>()
      .contentHtml.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      expect(href).toMatch(/^(https?:|mailto:|\/|#)/);
    }
  });
});

describe('messages on a case', () => {
  test('stored as written and answered to every side as JSON text, never as HTML', async () => {
    const { clientA, partnerX, admin } = world.accounts;
    const written = await post(
      `/api/cases/${world.caseA}/messages`,
      { body: HOSTILE },
      clientA.token,
    );
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().body).toBe(HOSTILE);
    for (const [url, token] of [
      [`/api/cases/${world.caseA}/messages`, clientA.token],
      [`/api/partners/cases/${world.caseA}/messages`, partnerX.token],
      [`/api/admin/cases/${world.caseA}/messages`, admin.token],
    ] as const) {
      const read = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      const bodies = read.json<{ messages: { body: string }[] }>().messages.map((m) => m.body);
      expect(bodies, url).toContain(HOSTILE);
    }
  });
});

describe('names and texts in e-mails', () => {
  test('every queued e-mail escapes what people typed in its HTML', async () => {
    const name = XSS_PAYLOADS[0]!;
    const text = HOSTILE;
    const email = () => `xss-${randomUUID()}@example.com`;
    const { partnerX, admin } = world.accounts;
    const sent = [
      await post('/api/intake', {
        firstName: name,
        lastName: name,
        email: email(),
        timeshareCompany: name,
        situation: text,
        consent: 'true',
      }),
      await post('/api/contact', {
        firstName: name,
        lastName: name,
        email: email(),
        subject: name,
        message: text,
      }),
      await post('/api/auth/register', {
        firstName: name,
        lastName: name,
        email: email(),
        password: 'a long passphrase',
      }),
      await post('/api/partners/apply', {
        companyName: name,
        companyType: 'law-firm',
        contactPerson: name,
        email: email(),
        phone: '(555) 010-9999',
        jurisdiction: name,
        servicesOffered: ['Timeshare Cancellation'],
        agreementAccepted: true,
      }),
      await post(
        `/api/partners/cases/${world.caseA}/notes`,
        { title: name, description: text },
        partnerX.token,
      ),
      await post(
        `/api/admin/cases/${world.caseA}/updates`,
        { title: name, description: text },
        admin.token,
      ),
      await post(
        '/api/admin/staff',
        { email: email(), firstName: name, lastName: name, role: 'editor' },
        admin.token,
      ),
    ];
    for (const response of sent) expect(response.statusCode, response.body).toBeLessThan(300);

    const mail = await queuedMail(testApp.database.db);
    expect(mail.length).toBeGreaterThanOrEqual(sent.length);
    for (const message of mail) {
      expect(runnable(message.html ?? ''), message.subject).toEqual([]);
    }
    expect(mail.some((message) => message.html?.includes('&lt;script&gt;'))).toBe(true);
  });

  test('a line break in a name or subject cannot add e-mail headers', async () => {
    await takeOutbox(testApp);
    const injected = 'Ann\r\nBcc: victim@evil.example\r\nX-Injected: yes';
    const responses = [
      await post('/api/contact', {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        subject: injected,
        message: 'Hello',
      }),
      await post('/api/intake', {
        firstName: injected,
        lastName: 'Lee',
        email: 'ann@example.com',
        timeshareCompany: 'Palm Vista',
        situation: 'Help',
        consent: 'true',
      }),
    ];
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const mails = await takeOutbox(testApp);
    // The two forwarded copies, and the intake's confirmation to the person.
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      ['ann@example.com', defaultSiteConfig.supportEmail, defaultSiteConfig.supportEmail].sort(),
    );
    for (const mail of mails) {
      const headers = mail.body.split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^(bcc|x-injected):/im);
    }
  });
});

describe('the page', () => {
  const clientDir = useClientFixture();
  const withHostileConfig = useSecurityApp({
    clientDir,
    site: { ...defaultSiteConfig, officeHours: '</script><script>alert(1)</script>' },
  });

  test('the configuration block cannot be closed early by a configured value', async () => {
    const page = await withHostileConfig.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('\\u003c/script>');
  });
});
