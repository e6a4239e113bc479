import { afterEach, describe, expect, it } from 'vitest';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import type { PartnerCaseDetail } from '@shared/contracts/partner-cases';
import type { AdminCaseDetail } from '@shared/contracts/admin-cases';
import { cases, jobs } from '../../db/schema';
import { bearer, createPartnerAccount, createStaffAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { createAssignedCase, samplePdf, uploadCaseDocument } from './test-fixtures';

/*
 * Issue 15 item 5: private notes and documents belong to the firm that wrote them. When a case
 * moves to another firm, the new firm sees the public items and the organization's internal
 * notes, never the previous firm's private ones; staff still see everything, and the client
 * sees only public items.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const app = () => testApp.app;

afterEach(async () => {
  await db().delete(jobs);
  await db().delete(cases);
});

const get = (url: string, token: string) =>
  app().inject({ method: 'GET', url, headers: bearer(token) });

describe('a case reassigned to another firm', () => {
  it("keeps the first firm's private notes and documents from the second firm", async () => {
    const firmA = await createPartnerAccount(db(), { companyName: 'Alder & Finch' });
    const firmB = await createPartnerAccount(db(), { companyName: 'Birch Legal' });
    const admin = await createStaffAccount(db(), 'admin');
    const { client, caseId } = await createAssignedCase(db(), testApp.config, firmA.id);

    const note = async (token: string, title: string, isPublic: boolean) => {
      const answer = await app().inject({
        method: 'POST',
        url: `/api/partners/cases/${caseId}/notes`,
        headers: bearer(token),
        payload: { title, description: `${title}, in detail.`, isPublic },
      });
      expect(answer.statusCode).toBe(201);
    };
    await note(firmA.token, 'A private', false);
    await note(firmA.token, 'A public', true);
    const privateUpload = await uploadCaseDocument(app(), firmA.token, caseId, {
      fileName: 'a-private.pdf',
      bytes: samplePdf(),
    });
    expect(privateUpload.register?.statusCode).toBe(201);
    const privateDocId = privateUpload.register!.json<{ id: string }>().id;
    const sharedUpload = await uploadCaseDocument(app(), firmA.token, caseId, {
      fileName: 'a-shared.pdf',
      bytes: samplePdf(),
    });
    const sharedDocId = sharedUpload.register!.json<{ id: string }>().id;
    const share = await app().inject({
      method: 'PATCH',
      url: `/api/partners/cases/${caseId}/documents/${sharedDocId}`,
      headers: bearer(firmA.token),
      payload: { isPublic: true },
    });
    expect(share.statusCode).toBe(200);
    // Staff's internal note is for whichever firm works the case.
    const staffNote = await app().inject({
      method: 'POST',
      url: `/api/admin/cases/${caseId}/updates`,
      headers: bearer(admin.token),
      payload: {
        title: 'Staff internal',
        description: 'For the firm on the case.',
        isPublic: false,
      },
    });
    expect(staffNote.statusCode).toBe(201);

    const reassign = await app().inject({
      method: 'PUT',
      url: `/api/admin/cases/${caseId}/partner`,
      headers: bearer(admin.token),
      payload: { partnerId: firmB.id },
    });
    expect(reassign.statusCode).toBe(200);

    // Firm B: public items and staff's internal note, nothing private of firm A.
    const seenByB = await get(`/api/partners/cases/${caseId}`, firmB.token);
    expect(seenByB.statusCode).toBe(200);
    const detailB = seenByB.json<PartnerCaseDetail>();
    const titlesB = detailB.updates.map((update) => update.title);
    expect(titlesB).toContain('A public');
    expect(titlesB).toContain('Staff internal');
    expect(titlesB).not.toContain('A private');
    expect(detailB.documents.map((document) => document.fileName)).toEqual(['a-shared.pdf']);
    const downloadB = await get(
      `/api/partners/cases/${caseId}/documents/${privateDocId}/download`,
      firmB.token,
    );
    expect(downloadB.statusCode).toBe(404);
    const hideB = await app().inject({
      method: 'PATCH',
      url: `/api/partners/cases/${caseId}/documents/${privateDocId}`,
      headers: bearer(firmB.token),
      payload: { isPublic: true },
    });
    expect(hideB.statusCode).toBe(404);
    const sharedB = await get(
      `/api/partners/cases/${caseId}/documents/${sharedDocId}/download`,
      firmB.token,
    );
    expect(sharedB.statusCode).toBe(200);

    // B's own private note is B's.
    await note(firmB.token, 'B private', false);
    const again = (
      await get(`/api/partners/cases/${caseId}`, firmB.token)
    ).json<PartnerCaseDetail>();
    expect(again.updates.map((update) => update.title)).toContain('B private');

    // Firm A no longer sees the case at all.
    expect((await get(`/api/partners/cases/${caseId}`, firmA.token)).statusCode).toBe(404);
    expect(
      (await get(`/api/partners/cases/${caseId}/documents/${privateDocId}/download`, firmA.token))
        .statusCode,
    ).toBe(404);
    const listA = (await get('/api/partners/cases', firmA.token)).json<{ id: string }[]>();
    expect(listA.map((row) => row.id)).not.toContain(caseId);

    // Staff see everything.
    const staffView = (
      await get(`/api/admin/cases/${caseId}`, admin.token)
    ).json<AdminCaseDetail>();
    const staffTitles = staffView.updates.map((update) => update.title);
    for (const title of ['A private', 'A public', 'Staff internal', 'B private']) {
      expect(staffTitles).toContain(title);
    }
    expect(staffView.documents.map((document) => document.fileName).sort()).toEqual([
      'a-private.pdf',
      'a-shared.pdf',
    ]);

    // The client sees no private item of anyone.
    const clientView = (await get(`/api/cases/${caseId}`, client.token)).json<ClientCaseDetail>();
    const clientTitles = clientView.updates.map((update) => update.title);
    expect(clientTitles).toContain('A public');
    for (const title of ['A private', 'Staff internal', 'B private']) {
      expect(clientTitles).not.toContain(title);
    }
    expect(clientView.documents.map((document) => document.fileName)).toEqual(['a-shared.pdf']);
    expect(
      (await get(`/api/cases/${caseId}/documents/${privateDocId}/download`, client.token))
        .statusCode,
    ).toBe(404);
  });
});
