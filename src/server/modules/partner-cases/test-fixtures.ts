import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { NewCaseRequest } from '@shared/contracts/cases';
import type { UploadTicket } from '@shared/contracts/partners';
import type { Database } from '../../db/client';
import { cases, jobs } from '../../db/schema';
import { bearer, createClientAccount, type TestAccount } from '../../testing/accounts';
import { openCase, type CaseMailContext } from '../cases/service';

/** Test data shared by the partner-case tests (and any other test that needs such a case). */

export interface AssignedCaseFixture {
  client: TestAccount;
  caseId: string;
  caseNumber: string;
}

/**
 * A new client with one case, assigned to `partnerId` (or to nobody with null). The client's
 * confirmation e-mail is removed from the queue, so tests see only the mail they cause.
 */
export async function createAssignedCase(
  db: Database,
  context: CaseMailContext,
  partnerId: string | null,
  request: Partial<NewCaseRequest> = {},
): Promise<AssignedCaseFixture> {
  const client = await createClientAccount(db);
  const opened = await openCase(
    db,
    client.id,
    {
      timeshareCompany: 'Sunny Shores Vacation Club',
      purchaseDate: 'Spring 2019',
      situation: 'The maintenance fees doubled and the resort refuses to take the unit back.',
      priority: 'high',
      ...request,
    },
    context,
  );
  await db.update(cases).set({ assignedPartnerId: partnerId }).where(eq(cases.id, opened.id));
  await db.delete(jobs).where(sql`${jobs.payload}->>'to' = ${client.email}`);
  return { client, caseId: opened.id, caseNumber: opened.caseNumber };
}

/** A small but real PDF file (starts with the PDF header), `size` bytes long. */
export function samplePdf(size = 4096, fill = 'x'): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n',
    'latin1',
  );
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, fill), tail]);
}

export interface UploadSteps {
  ticket: UploadTicket;
  put: LightMyRequestResponse;
  register: LightMyRequestResponse;
}

/**
 * The three-step upload through the real routes, the partner's by default or the client's
 * (`side`): ask for an address, PUT the bytes there with the ticket's Content-Type, register
 * the file (naming `requestId` when given). Stops after a step that failed.
 */
export async function uploadCaseDocument(
  app: FastifyInstance,
  token: string,
  caseId: string,
  file: { fileName: string; bytes: Buffer; documentType?: string; requestId?: string },
  side: 'partner' | 'client' = 'partner',
): Promise<Partial<UploadSteps> & { start: LightMyRequestResponse }> {
  const documentType = file.documentType ?? 'contract';
  const caseUrl = side === 'client' ? `/api/cases/${caseId}` : `/api/partners/cases/${caseId}`;
  const start = await app.inject({
    method: 'POST',
    url: `${caseUrl}/documents/upload`,
    headers: bearer(token),
    payload: { fileName: file.fileName, documentType, fileSize: file.bytes.length },
  });
  if (start.statusCode !== 200) return { start };
  const ticket = start.json<UploadTicket>();
  const put = await app.inject({
    method: 'PUT',
    url: ticket.uploadURL,
    headers: { 'content-type': ticket.contentType },
    payload: file.bytes,
  });
  if (put.statusCode !== 201) return { start, ticket, put };
  const register = await app.inject({
    method: 'POST',
    url: `${caseUrl}/documents`,
    headers: bearer(token),
    payload: {
      fileName: file.fileName,
      documentType,
      fileUrl: withoutQuery(ticket.uploadURL),
      ...(file.requestId === undefined ? {} : { requestId: file.requestId }),
    },
  });
  return { start, ticket, put, register };
}

export const withoutQuery = (url: string) => url.split('?')[0]!;
