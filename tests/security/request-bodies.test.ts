import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { articles } from '@server/db/schema';
import { bearer, createStaffAccount } from '@server/testing/accounts';
import { useSecurityApp } from './security-app';

/*
 * Bodies no form sends: too large, nested without end, of another type, broken JSON, holding
 * prototype keys or NUL characters. Each is refused with the right 4xx and a message, and the
 * server stays up for the next request.
 */

const testApp = useSecurityApp();

const contactForm = {
  firstName: 'Ruth',
  lastName: 'Adler',
  email: 'ruth@example.com',
  subject: 'A question',
  message: 'Do you help people in Ohio?',
};

async function send(payload: string | Buffer, contentType?: string, url = '/api/contact') {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ message: string; code: string }>();
  expect(body.message.length, response.body).toBeGreaterThan(10);
  expect(response.body).not.toMatch(/\bat [\w.]+ \(|node_modules|\.ts:\d+/);
}

describe('size', () => {
  test('a body over the 256 KB limit answers 413 with a message', async () => {
    const huge = JSON.stringify({ ...contactForm, message: 'x'.repeat(300 * 1024) });
    const response = await send(huge, 'application/json');
    expectRefused(response, 413);
    expect(response.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  test('a declared length larger than the limit is refused before the body is read', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
      payload: JSON.stringify(contactForm),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('nesting', () => {
  for (const [name, text] of [
    ['arrays', `${'['.repeat(100_000)}1${']'.repeat(100_000)}`],
    ['objects', `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`],
  ] as const) {
    test(`JSON nested 40 000+ deep as ${name} is refused, and the server carries on`, async () => {
      expectRefused(await send(text, 'application/json'), 400);
      const after = await send(JSON.stringify(contactForm), 'application/json');
      expect(after.statusCode).toBe(201);
    });
  }

  // metadata is free-form jsonb: serialising it again overflowed the stack (a 500).
  test('deep nesting inside a free-form field answers 400 naming the field', async () => {
    const metadata = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const body = `{"resourceId":"${randomUUID()}","resourceType":"legal_statute","interactionType":"view","sessionId":"s1","metadata":${metadata}}`;
    const response = await send(body, 'application/json', '/api/track-interaction');
    expectRefused(response, 400);
    expect(response.json().issues[0].path).toMatch(/^metadata(\.a)+$/);
  });
});

describe('content types', () => {
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    'text/html',
    'application/octet-stream',
  ]) {
    test(`${contentType} answers 415 with a message`, async () => {
      const response = await send('firstName=Ruth&lastName=Adler', contentType);
      expectRefused(response, 415);
    });
  }

  test('a body without a content type answers 415 with a message', async () => {
    expectRefused(await send(Buffer.from(JSON.stringify(contactForm))), 415);
  });
});

describe('broken JSON', () => {
  for (const [name, text] of [
    ['truncated', '{"firstName": "Ruth", '],
    ['single quotes', "{'firstName': 'Ruth'}"],
    ['trailing comma', '{"firstName": "Ruth",}'],
    ['a bare word', 'hello'],
    ['control characters', '{"firstName": "Ru\u0001th"}'],
  ] as const) {
    test(`${name} answers 400 with a message`, async () => {
      expectRefused(await send(text, 'application/json'), 400);
    });
  }

  test('an empty JSON body answers 400 with a message', async () => {
    expectRefused(await send('', 'application/json'), 400);
  });

  test('JSON that is not an object answers 400 with a message', async () => {
    for (const text of ['null', '[]', '"text"', '42', 'true']) {
      expectRefused(await send(text, 'application/json'), 400);
    }
  });
});

describe('prototype poisoning', () => {
  test('__proto__ and constructor.prototype keys are refused', async () => {
    const bodies = [
      `{"firstName":"Ruth","__proto__":{"isAdmin":true}}`,
      `{"firstName":"Ruth","constructor":{"prototype":{"isAdmin":true}}}`,
    ];
    for (const body of bodies) expectRefused(await send(body, 'application/json'), 400);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });
});

describe('NUL characters', () => {
  // PostgreSQL text cannot hold U+0000; without a check the insert fails with a 500.
  test('a NUL in a text field answers 400 naming the field', async () => {
    const body = JSON.stringify({ ...contactForm, subject: 'Hello\u0000world' });
    const response = await send(body, 'application/json');
    expectRefused(response, 400);
    expect(response.json().issues).toEqual([{ path: 'subject', message: expect.any(String) }]);
  });

  // metadata is stored as jsonb, which cannot hold U+0000 in a key either.
  test('a NUL in a nested key answers 400', async () => {
    const [article] = await testApp.database.db
      .insert(articles)
      .values({ title: 'Guide', slug: `guide-${randomUUID()}`, content: 'x', status: 'published' })
      .returning({ id: articles.id });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/track-interaction',
      payload: {
        resourceId: article!.id,
        resourceType: 'article',
        interactionType: 'view',
        sessionId: 'visitor-1',
        metadata: { 'key\u0000': 1 },
      },
    });
    expectRefused(response, 400);
  });

  test('a NUL in an address names nothing: 404', async () => {
    expectRefused(await testApp.app.inject({ method: 'GET', url: '/api/articles/a%00b' }), 404);
  });

  test('a NUL in a search reads as a space', async () => {
    const admin = await createStaffAccount(testApp.database.db, 'admin');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/clients?q=a%00b',
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
