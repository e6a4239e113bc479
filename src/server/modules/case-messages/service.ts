import { and, asc, eq } from 'drizzle-orm';
import {
  UNKNOWN_MESSAGE_DOCUMENT_MESSAGE,
  type CaseMessage,
  type CaseMessageList,
  type NewCaseMessage,
} from '@shared/contracts/case-collaboration';
import type { Database, Executor } from '../../db/client';
import {
  caseDocuments,
  caseMessages,
  cases,
  partners,
  userAccounts,
  type CaseMessageRow,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { FieldError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { recordCaseActivity } from '../case-notifications/service';
import { caseVisibleTo, visibleDocuments, visibleMessages } from '../cases/access';
import { CASE_NOT_FOUND_MESSAGE, TRA_TEAM } from '../cases/service';
import { markMessagesRead, type MessageReader } from './unread';

/*
 * The conversation on a case between its client, the assigned partner firm and staff (issue
 * 16, "Messages on a case"). The same three operations serve all three sides; the reader says
 * who is calling and cases/access says which cases they may see. A case they may not see, an
 * unknown id and a malformed id all answer the same 404. Bodies are stored exactly as written
 * (plain text, line breaks kept) and only ever sent as JSON strings, never as HTML.
 */

export function toCaseMessageView(row: CaseMessageRow): CaseMessage {
  return {
    id: row.id,
    caseId: row.caseId,
    authorKind: row.authorKind,
    authorName: row.authorName,
    body: row.body,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The case's id if the reader may see it, else the one 404. */
async function findVisibleCase(
  executor: Executor,
  reader: MessageReader,
  caseId: string,
): Promise<string> {
  if (!isRowId(caseId)) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const [found] = await executor
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, caseId), caseVisibleTo(reader)));
  if (!found) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return found.id;
}

/** GET …/messages: the case's conversation, oldest first. */
export async function listCaseMessages(
  db: Executor,
  reader: MessageReader,
  caseId: string,
): Promise<CaseMessageList> {
  const id = await findVisibleCase(db, reader, caseId);
  const rows = await db
    .select()
    .from(caseMessages)
    .where(and(eq(caseMessages.caseId, id), visibleMessages(reader)))
    .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  return { messages: rows.map(toCaseMessageView) };
}

/** How the author is shown: the client's full name, the firm's name, or the team name for staff. */
async function authorOf(
  executor: Executor,
  reader: MessageReader,
): Promise<
  Pick<CaseMessageRow, 'authorName' | 'authorClientId' | 'authorPartnerId' | 'authorStaffId'>
> {
  const none = { authorClientId: null, authorPartnerId: null, authorStaffId: null };
  switch (reader.kind) {
    case 'client': {
      const [client] = await executor
        .select({ firstName: userAccounts.firstName, lastName: userAccounts.lastName })
        .from(userAccounts)
        .where(eq(userAccounts.id, reader.id));
      // The guard let an active account through, so it exists.
      return {
        ...none,
        authorName: `${client!.firstName} ${client!.lastName}`,
        authorClientId: reader.id,
      };
    }
    case 'partner': {
      const [firm] = await executor
        .select({ companyName: partners.companyName })
        .from(partners)
        .where(eq(partners.id, reader.id));
      return { ...none, authorName: firm!.companyName, authorPartnerId: reader.id };
    }
    case 'staff':
      return { ...none, authorName: TRA_TEAM, authorStaffId: reader.id };
  }
}

/** A document the message may point at: one of this case's that its author may see. */
async function checkDocument(
  executor: Executor,
  reader: MessageReader,
  caseId: string,
  documentId: string,
): Promise<void> {
  const [document] = await executor
    .select({ id: caseDocuments.id })
    .from(caseDocuments)
    .where(
      and(
        eq(caseDocuments.id, documentId),
        eq(caseDocuments.caseId, caseId),
        visibleDocuments(reader),
      ),
    );
  if (!document) throw new FieldError('documentId', UNKNOWN_MESSAGE_DOCUMENT_MESSAGE);
}

/**
 * POST …/messages: adds a message by the caller. In one transaction: the message, the case
 * marked as changed now (it rises in the lists sorted by change), the other sides' e-mail
 * notice (case-notifications), the thread marked read for its author, and for partners and
 * staff an audit row (its length, never its text).
 */
export async function postCaseMessage(
  db: Database,
  reader: MessageReader,
  caseId: string,
  input: NewCaseMessage,
): Promise<CaseMessage> {
  return db.transaction(async (tx) => {
    const id = await findVisibleCase(tx, reader, caseId);
    if (input.documentId !== undefined) await checkDocument(tx, reader, id, input.documentId);
    const [message] = await tx
      .insert(caseMessages)
      .values({
        caseId: id,
        authorKind: reader.kind,
        ...(await authorOf(tx, reader)),
        body: input.body,
        documentId: input.documentId ?? null,
      })
      .returning();
    await tx.update(cases).set({ updatedAt: new Date() }).where(eq(cases.id, id));
    await recordCaseActivity(tx, { caseId: id, kind: 'message', author: reader.kind });
    await markMessagesRead(tx, reader, id);
    if (reader.kind !== 'client') {
      await recordAudit(tx, {
        actorKind: reader.kind,
        actorId: reader.id,
        action: 'case_message.created',
        entityType: 'case_message',
        entityId: message!.id,
        before: null,
        // What happened, not what was written: the text stays on the case alone.
        after: { caseId: id, documentId: message!.documentId, length: input.body.length },
      });
    }
    return toCaseMessageView(message!);
  });
}

/** POST …/messages/read: the caller has read the case's conversation up to its newest message. */
export async function readCaseMessages(
  db: Executor,
  reader: MessageReader,
  caseId: string,
): Promise<void> {
  const id = await findVisibleCase(db, reader, caseId);
  await markMessagesRead(db, reader, id);
}
