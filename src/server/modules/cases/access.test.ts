import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { AccountExport } from '@shared/contracts/account';
import type { AdminCaseDetail, AdminCaseList } from '@shared/contracts/admin-cases';
import {
  CASE_SUBMITTED_TITLE,
  type ClientCase,
  type ClientCaseDetail,
} from '@shared/contracts/cases';
import type { PartnerCase, PartnerCaseDetail } from '@shared/contracts/partner-cases';
import { caseDocuments, caseUpdates, cases } from '../../db/schema';
import type { Principal } from '../../platform/auth/guards';
import { LocalDiskStorage } from '../../platform/storage/local-storage';
import {
  bearer,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';
import { createAssignedCase } from '../partner-cases/test-fixtures';
import {
  caseVisibleTo,
  clientReader,
  partnerReader,
  staffReader,
  visibleDocuments,
  visibleUpdates,
  type CaseReader,
} from './access';

/*
 * cases/access.ts decides who sees which case and which of its updates and documents. One case
 * carries every kind of item: public ones (the firm's and the organization's), the assigned
 * firm's private ones, the private ones of a firm that had the case before, and the
 * organization's internal ones. Each reader must see exactly its set, through the conditions
 * themselves and through every route that reads cases.
 */

const testApp = useTestApp();
const db = () => testApp.database.db;
const app = () => testApp.app;

interface World {
  firmA: TestAccount;
  firmB: TestAccount;
  staff: TestAccount;
  /** Client of case X, assigned to firm A, which carries all the items. */
  clientX: TestAccount;
  caseX: string;
  /** Client of case Y, assigned to firm B. */
  clientY: TestAccount;
  caseY: string;
  /** Client of case Z, assigned to no one. */
  caseZ: string;
  documentIds: Record<string, string>;
}

let world: World;

const UPDATES = {
  submitted: CASE_SUBMITTED_TITLE,
  publicOfA: 'Public update of firm A',
  privateOfA: 'Private note of firm A',
  privateOfB: 'Private note of firm B',
  internal: 'Internal note of the organization',
};
const DOCUMENTS = {
  sharedByA: 'shared-by-a.pdf',
  sharedByStaff: 'shared-by-staff.pdf',
  privateOfA: 'private-of-a.pdf',
  privateOfB: 'private-of-b.pdf',
  internal: 'internal.pdf',
};

/** What each reader may see of case X's items. */
const EXPECTED = {
  client: {
    updates: [UPDATES.submitted, UPDATES.publicOfA],
    documents: [DOCUMENTS.sharedByA, DOCUMENTS.sharedByStaff],
  },
  firmA: {
    updates: [UPDATES.submitted, UPDATES.publicOfA, UPDATES.privateOfA, UPDATES.internal],
    documents: [
      DOCUMENTS.sharedByA,
      DOCUMENTS.sharedByStaff,
      DOCUMENTS.privateOfA,
      DOCUMENTS.internal,
    ],
  },
  // Item by item only: firm B cannot see case X at all.
  firmB: {
    updates: [UPDATES.submitted, UPDATES.publicOfA, UPDATES.privateOfB, UPDATES.internal],
    documents: [
      DOCUMENTS.sharedByA,
      DOCUMENTS.sharedByStaff,
      DOCUMENTS.privateOfB,
      DOCUMENTS.internal,
    ],
  },
  staff: {
    updates: Object.values(UPDATES),
    documents: Object.values(DOCUMENTS),
  },
};

const sorted = (values: string[]) => [...values].sort();

async function storeFile(key: string, bytes: string) {
  const storage = app().storage;
  if (!(storage instanceof LocalDiskStorage)) throw new Error('The tests use local storage.');
  await storage.writeUpload(key, Readable.from([Buffer.from(bytes)]), 1024 * 1024, 16);
}

beforeAll(async () => {
  const firmA = await createPartnerAccount(db(), { companyName: 'Alder & Finch' });
  const firmB = await createPartnerAccount(db(), { companyName: 'Birch Legal' });
  const staff = await createStaffAccount(db(), 'admin');
  const x = await createAssignedCase(db(), testApp.config, firmA.id);
  const y = await createAssignedCase(db(), testApp.config, firmB.id);
  const z = await createAssignedCase(db(), testApp.config, null);
  const caseId = x.caseId;

  const update = (title: string, isPublic: boolean, authorPartnerId: string | null) => ({
    caseId,
    title,
    description: `${title}, in detail.`,
    isPublic,
    createdBy: authorPartnerId ? 'A firm' : 'TRA Team',
    authorPartnerId,
  });
  await db()
    .insert(caseUpdates)
    .values([
      update(UPDATES.publicOfA, true, firmA.id),
      update(UPDATES.privateOfA, false, firmA.id),
      // Written while the case was firm B's.
      update(UPDATES.privateOfB, false, firmB.id),
      update(UPDATES.internal, false, null),
    ]);

  const document = async (
    fileName: string,
    isPublic: boolean,
    uploadedByPartnerId: string | null,
  ) => {
    const storageKey = `cases/${caseId}/${randomUUID()}/${fileName}`;
    await storeFile(storageKey, `the bytes of ${fileName}`);
    const [row] = await db()
      .insert(caseDocuments)
      .values({
        caseId,
        fileName,
        fileType: 'application/pdf',
        fileSize: `the bytes of ${fileName}`.length,
        uploadedBy: uploadedByPartnerId ? 'A firm' : 'TRA Team',
        uploadedByPartnerId,
        isPublic,
        storageKey,
      })
      .returning({ id: caseDocuments.id });
    return [fileName, row!.id] as const;
  };
  const documentIds = Object.fromEntries([
    await document(DOCUMENTS.sharedByA, true, firmA.id),
    await document(DOCUMENTS.sharedByStaff, true, null),
    await document(DOCUMENTS.privateOfA, false, firmA.id),
    await document(DOCUMENTS.privateOfB, false, firmB.id),
    await document(DOCUMENTS.internal, false, null),
  ]);

  world = {
    firmA,
    firmB,
    staff,
    clientX: x.client,
    caseX: x.caseId,
    clientY: y.client,
    caseY: y.caseId,
    caseZ: z.caseId,
    documentIds,
  };
});

describe('the conditions of cases/access', () => {
  const casesSeenBy = async (reader: CaseReader) => {
    const { caseX, caseY, caseZ } = world;
    const rows = await db()
      .select({ id: cases.id })
      .from(cases)
      .where(and(inArray(cases.id, [caseX, caseY, caseZ]), caseVisibleTo(reader)));
    return sorted(rows.map((row) => row.id));
  };

  it('let a client see their own cases, a firm its assigned ones and staff all', async () => {
    const { caseX, caseY, caseZ } = world;
    expect(await casesSeenBy(clientReader(world.clientX.id))).toEqual([caseX]);
    expect(await casesSeenBy(clientReader(world.clientY.id))).toEqual([caseY]);
    expect(await casesSeenBy(partnerReader(world.firmA.id))).toEqual([caseX]);
    expect(await casesSeenBy(partnerReader(world.firmB.id))).toEqual([caseY]);
    expect(await casesSeenBy(staffReader)).toEqual(sorted([caseX, caseY, caseZ]));
  });

  it("give each reader exactly its set of a case's updates and documents", async () => {
    const itemsSeenBy = async (reader: CaseReader) => {
      const updates = await db()
        .select({ title: caseUpdates.title })
        .from(caseUpdates)
        .where(and(eq(caseUpdates.caseId, world.caseX), visibleUpdates(reader)));
      const documents = await db()
        .select({ fileName: caseDocuments.fileName })
        .from(caseDocuments)
        .where(and(eq(caseDocuments.caseId, world.caseX), visibleDocuments(reader)));
      return {
        updates: sorted(updates.map((row) => row.title)),
        documents: sorted(documents.map((row) => row.fileName)),
      };
    };
    const expected = (set: { updates: string[]; documents: string[] }) => ({
      updates: sorted(set.updates),
      documents: sorted(set.documents),
    });
    expect(await itemsSeenBy(clientReader(world.clientX.id))).toEqual(expected(EXPECTED.client));
    expect(await itemsSeenBy(partnerReader(world.firmA.id))).toEqual(expected(EXPECTED.firmA));
    expect(await itemsSeenBy(partnerReader(world.firmB.id))).toEqual(expected(EXPECTED.firmB));
    expect(await itemsSeenBy(staffReader)).toEqual(expected(EXPECTED.staff));
  });

  it("take a route's principal as a reader as it is", () => {
    expectTypeOf<Principal>().toExtend<CaseReader>();
  });
});

describe('every route that reads cases', () => {
  const get = (url: string, token: string) =>
    app().inject({ method: 'GET', url, headers: bearer(token) });
  const titles = (updates: { title: string }[]) => sorted(updates.map((row) => row.title));
  const fileNames = (documents: { fileName: string }[]) =>
    sorted(documents.map((row) => row.fileName));

  /** A case the caller may not see answers exactly like one that does not exist. */
  async function expectSameAsMissing(
    url: (caseId: string) => string,
    token: string,
    caseId: string,
  ) {
    const hidden = await get(url(caseId), token);
    const missing = await get(url(randomUUID()), token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  }

  /** Downloads each document of case X: the visible ones answer their bytes, the rest 404. */
  async function expectDownloads(
    url: (documentId: string) => string,
    token: string,
    visible: string[],
  ) {
    const missing = await get(url(randomUUID()), token);
    for (const [fileName, id] of Object.entries(world.documentIds)) {
      const answer = await get(url(id), token);
      if (visible.includes(fileName)) {
        expect(answer.statusCode, fileName).toBe(200);
        expect(answer.body, fileName).toBe(`the bytes of ${fileName}`);
      } else {
        expect(answer.statusCode, fileName).toBe(404);
        expect(answer.json(), fileName).toEqual(missing.json());
      }
    }
  }

  it('give the client their own cases and only the public items', async () => {
    const { clientX, caseX, caseY } = world;
    const list = await get('/api/cases', clientX.token);
    expect(list.json<ClientCase[]>().map((row) => row.id)).toEqual([caseX]);

    const detail = (await get(`/api/cases/${caseX}`, clientX.token)).json<ClientCaseDetail>();
    expect(titles(detail.updates)).toEqual(sorted(EXPECTED.client.updates));
    expect(fileNames(detail.documents)).toEqual(sorted(EXPECTED.client.documents));
    await expectSameAsMissing((id) => `/api/cases/${id}`, clientX.token, caseY);

    await expectDownloads(
      (documentId) => `/api/cases/${caseX}/documents/${documentId}/download`,
      clientX.token,
      EXPECTED.client.documents,
    );
    // Another client's case hides even its public documents.
    const sharedId = world.documentIds[DOCUMENTS.sharedByA]!;
    const other = await get(
      `/api/cases/${caseX}/documents/${sharedId}/download`,
      world.clientY.token,
    );
    expect(other.statusCode).toBe(404);

    const exported = (await get('/api/account/export', clientX.token)).json<AccountExport>();
    expect(exported.cases.map((row) => row.case.id)).toEqual([caseX]);
    expect(titles(exported.cases[0]!.updates)).toEqual(sorted(EXPECTED.client.updates));
    expect(fileNames(exported.cases[0]!.documents)).toEqual(sorted(EXPECTED.client.documents));
  });

  it("give the assigned firm its cases, never another firm's private items", async () => {
    const { firmA, firmB, caseX, caseY, caseZ } = world;
    const list = await get('/api/partners/cases', firmA.token);
    expect(list.json<PartnerCase[]>().map((row) => row.id)).toEqual([caseX]);

    const detail = (
      await get(`/api/partners/cases/${caseX}`, firmA.token)
    ).json<PartnerCaseDetail>();
    expect(titles(detail.updates)).toEqual(sorted(EXPECTED.firmA.updates));
    expect(fileNames(detail.documents)).toEqual(sorted(EXPECTED.firmA.documents));
    await expectDownloads(
      (documentId) => `/api/partners/cases/${caseX}/documents/${documentId}/download`,
      firmA.token,
      EXPECTED.firmA.documents,
    );

    // Firm B wrote on case X once, but it is not theirs now: nothing of it shows.
    for (const caseId of [caseX, caseZ]) {
      await expectSameAsMissing((id) => `/api/partners/cases/${id}`, firmB.token, caseId);
    }
    const ofB = await get('/api/partners/cases', firmB.token);
    expect(ofB.json<PartnerCase[]>().map((row) => row.id)).toEqual([caseY]);
    const privateOfB = world.documentIds[DOCUMENTS.privateOfB]!;
    const download = await get(
      `/api/partners/cases/${caseX}/documents/${privateOfB}/download`,
      firmB.token,
    );
    expect(download.statusCode).toBe(404);
    const upload = await app().inject({
      method: 'POST',
      url: `/api/partners/cases/${caseX}/documents/upload`,
      headers: bearer(firmB.token),
      payload: { fileName: 'late.pdf', documentType: 'contract', fileSize: 4096 },
    });
    const uploadMissing = await app().inject({
      method: 'POST',
      url: `/api/partners/cases/${randomUUID()}/documents/upload`,
      headers: bearer(firmB.token),
      payload: { fileName: 'late.pdf', documentType: 'contract', fileSize: 4096 },
    });
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual(uploadMissing.json());
  });

  it('give staff every case with every item', async () => {
    const { staff, caseX, caseY, caseZ } = world;
    const list = (await get('/api/admin/cases', staff.token)).json<AdminCaseList>();
    expect(sorted(list.cases.map((row) => row.id))).toEqual(sorted([caseX, caseY, caseZ]));
    expect(list.total).toBe(3);

    const detail = (await get(`/api/admin/cases/${caseX}`, staff.token)).json<AdminCaseDetail>();
    expect(titles(detail.updates)).toEqual(sorted(EXPECTED.staff.updates));
    expect(fileNames(detail.documents)).toEqual(sorted(EXPECTED.staff.documents));
  });
});
