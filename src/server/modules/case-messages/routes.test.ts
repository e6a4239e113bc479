import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_MESSAGE_MESSAGE,
  MAX_MESSAGE_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
  UNKNOWN_MESSAGE_DOCUMENT_MESSAGE,
  type CaseMessage,
} from '@shared/contracts/case-collaboration';
import { auditLog, caseDocuments, caseMessages, cases, partners } from '../../db/schema';
import {
  bearer,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { queuedMail } from '../../testing/outbox';
import {
  expectAdminsOnly,
  expectSignInRequired,
  refusedSignIns,
} from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';
import { clearPartnerNetwork } from '../admin-partners/test-helpers';
import { CASE_NOT_FOUND_MESSAGE, TRA_TEAM } from '../cases/service';
import { createAssignedCase } from '../partner-cases/test-fixtures';

const testApp = useTestApp();
const db = () => testApp.database.db;

let admin: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  admin = await createStaffAccount(db(), 'admin');
  otherAdmin = await createStaffAccount(db(), 'admin', { firstName: 'Omar' });
});
afterEach(() => clearPartnerNetwork(testApp));

type Side = 'client' | 'partner' | 'staff';

/** The messages address of a case on each side. */
const messagesUrl: Record<Side, (caseId: string) => string> = {
  client: (caseId) => `/api/cases/${caseId}/messages`,
  partner: (caseId) => `/api/partners/cases/${caseId}/messages`,
  staff: (caseId) => `/api/admin/cases/${caseId}/messages`,
};
const sides = Object.keys(messagesUrl) as Side[];

const send = (token: string, url: string, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
const get = (token: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
const markRead = (token: string, url: string) =>
  testApp.app.inject({ method: 'POST', url: `${url}/read`, headers: bearer(token) });

/**
 * Client Margaret Okafor's case, assigned to the firm; and another client's case, assigned to
 * another firm.
 */
async function setting() {
  const firm = await createPartnerAccount(db(), { companyName: 'Lee & Park Consumer Law' });
  const otherFirm = await createPartnerAccount(db(), { companyName: 'Unrelated Firm LLP' });
  const mine = await createAssignedCase(db(), testApp.config, firm.id);
  const theirs = await createAssignedCase(db(), testApp.config, otherFirm.id);
  /** Each side's token on the case `mine`. */
  const token: Record<Side, string> = {
    client: mine.client.token,
    partner: firm.token,
    staff: admin.token,
  };
  const url = (side: Side) => messagesUrl[side](mine.caseId);
  return { firm, otherFirm, mine, theirs, token, url };
}

async function post(token: string, url: string, body: string): Promise<CaseMessage> {
  const response = await send(token, url, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CaseMessage>();
}

const messagesOf = async (token: string, url: string) => {
  const response = await get(token, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: CaseMessage[] }>().messages;
};

async function caseDocument(caseId: string, values: Partial<typeof caseDocuments.$inferInsert>) {
  const [row] = await db()
    .insert(caseDocuments)
    .values({
      caseId,
      fileName: 'letter.pdf',
      fileType: 'application/pdf',
      fileSize: 100,
      uploadedBy: TRA_TEAM,
      storageKey: `cases/${caseId}/${randomUUID()}/letter.pdf`,
      ...values,
    })
    .returning({ id: caseDocuments.id });
  return row!.id;
}

describe('sign-in', () => {
  it('answers 401 to the client routes without a client sign-in', async () => {
    const caseId = randomUUID();
    const url = messagesUrl.client(caseId);
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url },
        { method: 'POST', url, payload: { body: 'Hello' } },
        { method: 'POST', url: `${url}/read` },
      ],
      await refusedSignIns(db(), 'client'),
    );
  });

  it('answers 401 to the partner routes without a partner sign-in', async () => {
    const url = messagesUrl.partner(randomUUID());
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url },
        { method: 'POST', url, payload: { body: 'Hello' } },
        { method: 'POST', url: `${url}/read` },
      ],
      await refusedSignIns(db(), 'partner'),
    );
  });

  it('lets only administrators use the staff routes (401 without, 403 for editors)', async () => {
    const { url } = await setting();
    await expectAdminsOnly(testApp.app, db(), [
      { method: 'GET', url: url('staff') },
      { method: 'POST', url: url('staff'), payload: { body: 'Hello' } },
      { method: 'POST', url: `${url('staff')}/read` },
    ]);
    expect(await db().select().from(caseMessages)).toEqual([]);
  });
});

describe('messages on a case', () => {
  it('lets the client, the assigned firm and staff write, and shows all of them one thread, oldest first', async () => {
    const { mine, token, url } = await setting();
    const fromClient = await post(token.client, url('client'), 'Did the resort answer?');
    expect(fromClient).toEqual({
      id: expect.any(String),
      caseId: mine.caseId,
      authorKind: 'client',
      authorName: 'Margaret Okafor',
      body: 'Did the resort answer?',
      documentId: null,
      createdAt: expect.any(String),
    });
    const fromFirm = await post(token.partner, url('partner'), 'Not yet; we wrote again.');
    expect(fromFirm).toMatchObject({
      authorKind: 'partner',
      authorName: 'Lee & Park Consumer Law',
    });
    const fromStaff = await post(token.staff, url('staff'), 'We are following this too.');
    expect(fromStaff).toMatchObject({ authorKind: 'staff', authorName: TRA_TEAM });

    for (const side of sides) {
      const thread = await messagesOf(token[side], url(side));
      expect(thread, side).toEqual([fromClient, fromFirm, fromStaff]);
    }
  });

  it('keeps the text exactly as written: HTML and script come back as text, line breaks too', async () => {
    const { token, url } = await setting();
    const body =
      '<script>alert("hi")</script>\n<b>bold</b> & <img src=x onerror="alert(1)">\r\n\n  indented line\thttps://example.com/?a=1&b=<2>';
    const written = await post(token.client, url('client'), body);
    expect(written.body).toBe(body);
    for (const side of sides) {
      const response = await get(token[side], url(side));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().messages[0].body, side).toBe(body);
    }
    const [row] = await db().select().from(caseMessages);
    expect(row!.body).toBe(body);
  });

  it(`accepts ${MAX_MESSAGE_LENGTH} characters and refuses more`, async () => {
    const { token, url } = await setting();
    const longest = 'a'.repeat(MAX_MESSAGE_LENGTH - 1) + '\n';
    expect((await post(token.partner, url('partner'), longest)).body).toBe(longest);
    for (const side of sides) {
      const response = await send(token[side], url(side), { body: `${longest}b` });
      expect(response.statusCode, side).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: MESSAGE_TOO_LONG_MESSAGE,
      });
    }
    expect(await db().select().from(caseMessages)).toHaveLength(1);
  });

  it('refuses an empty, blank or missing body with a message', async () => {
    const { token, url } = await setting();
    for (const side of sides) {
      for (const payload of [{ body: '' }, { body: '   \n\t ' }, {}, { body: null }]) {
        const response = await send(token[side], url(side), payload);
        const where = `${side} ${JSON.stringify(payload)}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: EMPTY_MESSAGE_MESSAGE,
        });
      }
    }
    expect(await db().select().from(caseMessages)).toEqual([]);
  });

  it('attaches a document of the case its author may see, and refuses any other', async () => {
    const { mine, theirs, firm, otherFirm, token, url } = await setting();
    const shared = await caseDocument(mine.caseId, { isPublic: true });
    const firmsPrivate = await caseDocument(mine.caseId, { uploadedByPartnerId: firm.id });
    const otherFirmsPrivate = await caseDocument(mine.caseId, {
      uploadedByPartnerId: otherFirm.id,
      uploadedBy: 'Unrelated Firm LLP',
    });
    const ofAnotherCase = await caseDocument(theirs.caseId, { isPublic: true });

    const about = (side: Side, documentId: string) =>
      send(token[side], url(side), { body: 'See this document.', documentId });
    const kept = await about('client', shared);
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().documentId).toBe(shared);
    expect((await about('partner', firmsPrivate)).statusCode).toBe(201);
    expect((await about('staff', otherFirmsPrivate)).statusCode).toBe(201);

    const refused: [Side, string][] = [
      ['client', firmsPrivate],
      ['partner', otherFirmsPrivate],
      ['client', ofAnotherCase],
      ['partner', ofAnotherCase],
      ['staff', ofAnotherCase],
      ['staff', randomUUID()],
    ];
    for (const [side, documentId] of refused) {
      const response = await about(side, documentId);
      expect(response.statusCode, `${side} ${documentId}`).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: UNKNOWN_MESSAGE_DOCUMENT_MESSAGE,
        issues: [{ path: 'documentId', message: UNKNOWN_MESSAGE_DOCUMENT_MESSAGE }],
      });
    }
    const malformed = await send(token.client, url('client'), {
      body: 'See this.',
      documentId: 'not-a-document',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(UNKNOWN_MESSAGE_DOCUMENT_MESSAGE);
    expect(await db().select().from(caseMessages)).toHaveLength(3);
  });

  it('answers someone else’s case exactly like a case that does not exist', async () => {
    const { theirs, token } = await setting();
    await post(theirs.client.token, messagesUrl.client(theirs.caseId), 'My own thread.');
    const refusals: [Side, string][] = [
      // Another client's case; a case assigned to another firm.
      ['client', theirs.caseId],
      ['partner', theirs.caseId],
    ];
    for (const side of sides) refusals.push([side, randomUUID()], [side, 'not-a-case']);

    for (const [side, caseId] of refusals) {
      const url = messagesUrl[side](caseId);
      for (const response of [
        await get(token[side], url),
        await send(token[side], url, { body: 'Let me in.' }),
        await markRead(token[side], url),
      ]) {
        expect(response.statusCode, `${side} ${caseId}`).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: CASE_NOT_FOUND_MESSAGE });
      }
    }
    const stored = await db().select().from(caseMessages);
    expect(stored.map((row) => row.body)).toEqual(['My own thread.']);
  });

  it('follows the case to its new firm: the old firm no longer reaches it', async () => {
    const { mine, firm, otherFirm, token, url } = await setting();
    await post(token.partner, url('partner'), 'Written while we had the case.');
    await db()
      .update(cases)
      .set({ assignedPartnerId: otherFirm.id })
      .where(eq(cases.id, mine.caseId));
    expect((await get(firm.token, url('partner'))).statusCode).toBe(404);
    const thread = await messagesOf(otherFirm.token, url('partner'));
    expect(thread.map((message) => message.authorName)).toEqual(['Lee & Park Consumer Law']);
  });

  it('marks the case changed, audits the firm’s and staff’s messages without their text, and sends no e-mail', async () => {
    const { mine, firm, token, url } = await setting();
    const before = new Date();
    const byClient = await post(token.client, url('client'), 'Private words of the client');
    const byFirm = await post(token.partner, url('partner'), 'Private words of the firm');
    const byStaff = await post(token.staff, url('staff'), 'Private words of staff');
    const [row] = await db().select().from(cases).where(eq(cases.id, mine.caseId));
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());

    const audit = await db().select().from(auditLog);
    expect(audit.filter((entry) => entry.entityId === byClient.id)).toEqual([]);
    expect(audit.find((entry) => entry.entityId === byFirm.id)).toMatchObject({
      actorKind: 'partner',
      actorId: firm.id,
      action: 'case_message.created',
      entityType: 'case_message',
      before: null,
      after: {
        caseId: mine.caseId,
        documentId: null,
        length: 'Private words of the firm'.length,
      },
    });
    expect(audit.find((entry) => entry.entityId === byStaff.id)).toMatchObject({
      actorKind: 'staff',
      actorId: admin.id,
      action: 'case_message.created',
    });
    expect(JSON.stringify(audit)).not.toContain('Private words');
    // Notifications about messages are not sent from here.
    expect(await queuedMail(db())).toEqual([]);
  });

  it('keeps the messages of a firm that is deleted, under its name', async () => {
    const { firm, token, url } = await setting();
    await post(token.partner, url('partner'), 'We filed the letter.');
    await db().delete(partners).where(eq(partners.id, firm.id));
    const [row] = await db().select().from(caseMessages);
    expect(row).toMatchObject({ authorPartnerId: null, authorName: 'Lee & Park Consumer Law' });
    const thread = await messagesOf(token.client, url('client'));
    expect(thread.map((message) => message.body)).toEqual(['We filed the letter.']);
  });
});

describe('unread messages', () => {
  /** The caller's unread count of the case in each side's list and in the case itself. */
  async function unread(side: Side, token: string, caseId: string): Promise<number> {
    const [list, detail] =
      side === 'client'
        ? [await get(token, '/api/cases'), await get(token, `/api/cases/${caseId}`)]
        : side === 'partner'
          ? [
              await get(token, '/api/partners/cases'),
              await get(token, `/api/partners/cases/${caseId}`),
            ]
          : [await get(token, '/api/admin/cases'), await get(token, `/api/admin/cases/${caseId}`)];
    expect(list.statusCode, list.body).toBe(200);
    expect(detail.statusCode, detail.body).toBe(200);
    const items: { id: string; unreadMessages: number }[] =
      side === 'staff' ? list.json().cases : list.json();
    const inList = items.find((item) => item.id === caseId)!.unreadMessages;
    expect(detail.json().case.unreadMessages, `${side}: the case agrees with the list`).toBe(
      inList,
    );
    return inList;
  }

  it('counts for each reader the messages of others they have not read, rising and falling', async () => {
    const { mine, theirs, token, url } = await setting();
    const counts = async () => ({
      client: await unread('client', token.client, mine.caseId),
      partner: await unread('partner', token.partner, mine.caseId),
      staff: await unread('staff', admin.token, mine.caseId),
      otherStaff: await unread('staff', otherAdmin.token, mine.caseId),
    });
    expect(await counts()).toEqual({ client: 0, partner: 0, staff: 0, otherStaff: 0 });

    await post(token.client, url('client'), 'First question');
    await post(token.client, url('client'), 'Second question');
    // One's own messages are never unread.
    expect(await counts()).toEqual({ client: 0, partner: 2, staff: 2, otherStaff: 2 });

    const read = await markRead(token.partner, url('partner'));
    expect(read.statusCode).toBe(204);
    expect(read.body).toBe('');
    expect(await counts()).toEqual({ client: 0, partner: 0, staff: 2, otherStaff: 2 });

    await post(token.partner, url('partner'), 'An answer');
    expect(await counts()).toEqual({ client: 1, partner: 0, staff: 3, otherStaff: 3 });

    // Writing marks the thread read for its author; each staff member reads for themselves.
    await post(token.staff, url('staff'), 'Staff joins');
    expect(await counts()).toEqual({ client: 2, partner: 1, staff: 0, otherStaff: 4 });

    expect((await markRead(token.client, url('client'))).statusCode).toBe(204);
    expect((await markRead(otherAdmin.token, url('staff'))).statusCode).toBe(204);
    // Marking again changes nothing.
    expect((await markRead(token.client, url('client'))).statusCode).toBe(204);
    expect(await counts()).toEqual({ client: 0, partner: 1, staff: 0, otherStaff: 0 });

    await post(token.client, url('client'), 'Thank you');
    expect(await counts()).toEqual({ client: 0, partner: 2, staff: 1, otherStaff: 1 });

    // Other cases are untouched.
    expect(await unread('client', theirs.client.token, theirs.caseId)).toBe(0);
    expect(await unread('staff', admin.token, theirs.caseId)).toBe(0);
  });

  it('marks an empty thread read without error', async () => {
    const { mine, token, url } = await setting();
    for (const side of sides) {
      expect((await markRead(token[side], url(side))).statusCode, side).toBe(204);
    }
    await post(token.staff, url('staff'), 'Hello');
    expect(await unread('client', token.client, mine.caseId)).toBe(1);
  });

  it('carries the caller’s count in the case answers of changes too', async () => {
    const { mine, token, url } = await setting();
    await post(token.client, url('client'), 'Anything new?');
    const status = await testApp.app.inject({
      method: 'PUT',
      url: `/api/partners/cases/${mine.caseId}/status`,
      headers: bearer(token.partner),
      payload: { status: 'reviewing' },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().unreadMessages).toBe(1);
    const priority = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/cases/${mine.caseId}`,
      headers: bearer(admin.token),
      payload: { priority: 'urgent' },
    });
    expect(priority.statusCode, priority.body).toBe(200);
    expect(priority.json().unreadMessages).toBe(1);
  });
});

describe('API description', () => {
  it('describes the three calls of each side, with the message body schema', async () => {
    const paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const prefix of ['/api/cases', '/api/partners/cases', '/api/admin/cases']) {
      const messages = paths[`${prefix}/{id}/messages`];
      expect(Object.keys(messages).sort(), prefix).toEqual(['get', 'post']);
      expect(messages.get.responses).toHaveProperty('200');
      expect(messages.get.responses).toHaveProperty('404');
      expect(messages.post.responses).toHaveProperty('201');
      expect(messages.post.responses).toHaveProperty('400');
      const body = messages.post.requestBody.content['application/json'].schema;
      expect(body.required).toEqual(['body']);
      expect(body.properties.body.maxLength).toBe(MAX_MESSAGE_LENGTH);
      expect(paths[`${prefix}/{id}/messages/read`].post.responses).toHaveProperty('204');
    }
    expect(paths['/api/admin/cases/{id}/messages'].post.responses).toHaveProperty('403');
  });
});
