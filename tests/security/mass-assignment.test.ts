import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import { bearer, TEST_PASSWORD } from '@server/testing/accounts';
import { useSecurityApp } from './security-app';
import { createWorld, type World } from './world';

/*
 * Fields a form does not have, sent anyway: an owner, a role, a status or an id in the body
 * never reach the row. (Schemas strip unknown keys; this holds it against a schema that
 * one day spreads the body into an insert.)
 */

const testApp = useSecurityApp();
let world: World;
beforeAll(async () => {
  world = await createWorld(testApp);
});

test('registration cannot choose its id, onboarding state or a role', async () => {
  const chosenId = randomUUID();
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Eve',
      lastName: 'Sly',
      email: `eve-${randomUUID()}@example.com`,
      password: TEST_PASSWORD,
      id: chosenId,
      role: 'admin',
      isActive: true,
      isVerified: true,
      hasCompletedOnboarding: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { user } = response.json<{ user: { id: string; hasCompletedOnboarding: boolean } }>();
  expect(user.id).not.toBe(chosenId);
  expect(user.hasCompletedOnboarding).toBe(false);
});

test("a new case cannot be opened in someone else's name, with a status or a partner", async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: bearer(world.accounts.clientA.token),
    payload: {
      timeshareCompany: 'Palm Vista',
      situation: 'Fees went up.',
      userId: world.accounts.clientB.id,
      status: 'completed',
      assignedPartnerId: world.accounts.partnerY.id,
      caseNumber: 'TRA-0000-000001',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const opened = response.json<{ id: string; status: string; caseNumber: string }>();
  expect(opened.status).toBe('submitted');
  expect(opened.caseNumber).not.toBe('TRA-0000-000001');
  const asB = await testApp.app.inject({
    method: 'GET',
    url: `/api/cases/${opened.id}`,
    headers: bearer(world.accounts.clientB.token),
  });
  expect(asB.statusCode).toBe(404);
  const asY = await testApp.app.inject({
    method: 'GET',
    url: `/api/partners/cases/${opened.id}`,
    headers: bearer(world.accounts.partnerY.token),
  });
  expect(asY.statusCode).toBe(404);
});

test('a partner changing a status cannot move the case to itself or another client', async () => {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/partners/cases/${world.caseB}/status`,
    headers: bearer(world.accounts.partnerX.token),
    payload: { status: 'reviewing', assignedPartnerId: world.accounts.partnerX.id },
  });
  expect(response.statusCode).toBe(404);
  const own = await testApp.app.inject({
    method: 'PUT',
    url: `/api/partners/cases/${world.caseA}/status`,
    headers: bearer(world.accounts.partnerX.token),
    payload: { status: 'reviewing', userId: world.accounts.clientB.id },
  });
  expect(own.statusCode).toBe(200);
  const stillA = await testApp.app.inject({
    method: 'GET',
    url: `/api/cases/${world.caseA}`,
    headers: bearer(world.accounts.clientA.token),
  });
  expect(stillA.statusCode).toBe(200);
});

test('a message cannot choose its author, case, time or id', async () => {
  const chosenId = randomUUID();
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/cases/${world.caseA}/messages`,
    headers: bearer(world.accounts.clientA.token),
    payload: {
      body: 'Hello from the client',
      id: chosenId,
      caseId: world.caseB,
      authorKind: 'staff',
      authorName: 'TRA Team',
      authorStaffId: world.accounts.admin.id,
      createdAt: '2000-01-01T00:00:00.000Z',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const message = response.json<Record<string, unknown>>();
  expect(message).toMatchObject({ caseId: world.caseA, authorKind: 'client' });
  expect(message.id).not.toBe(chosenId);
  expect(message.authorName).not.toBe('TRA Team');
  expect(message.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
  const theirs = await testApp.app.inject({
    method: 'GET',
    url: `/api/cases/${world.caseB}/messages`,
    headers: bearer(world.accounts.clientB.token),
  });
  expect(theirs.json().messages.map((m: { body: string }) => m.body)).toEqual(['Mine alone.']);
});

test("a client's upload cannot pass as a firm's private document, and a request cannot be made fulfilled", async () => {
  const upload = await testApp.app.inject({
    method: 'POST',
    url: `/api/cases/${world.caseA}/documents`,
    headers: bearer(world.accounts.clientA.token),
    payload: {
      ...world.pendingCaseUpload,
      documentType: 'contract',
      isPublic: false,
      uploadedBy: 'Okafor & Lee Consumer Law',
      uploadedByPartnerId: world.accounts.partnerX.id,
      caseId: world.caseB,
    },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  expect(upload.json()).toMatchObject({ isPublic: true, uploadedBy: 'Margaret Okafor' });

  const asked = await testApp.app.inject({
    method: 'POST',
    url: `/api/partners/cases/${world.caseA}/requests`,
    headers: bearer(world.accounts.partnerX.token),
    payload: {
      title: 'The deed',
      documentType: 'legal-document',
      status: 'fulfilled',
      askedBy: 'TRA Team',
      documentId: upload.json<{ id: string }>().id,
      caseId: world.caseB,
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  expect(asked.json()).toMatchObject({
    status: 'open',
    askedBy: 'Okafor & Lee Consumer Law',
    documentId: null,
  });
  const caseB = await testApp.app.inject({
    method: 'GET',
    url: `/api/cases/${world.caseB}`,
    headers: bearer(world.accounts.clientB.token),
  });
  expect(caseB.json()).toMatchObject({ documents: [], requests: [] });
});
