import { and, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseMessageReads, caseMessages, cases } from '../../db/schema';

/*
 * Who reads or writes a case's conversation, and how many of its messages they have not read:
 * the client, each partner firm and each staff member keep their own read marker
 * (case_message_reads). A message counts as unread for a reader when someone else wrote it
 * after the reader's marker; one's own messages never do.
 */

/**
 * The client's account id, the partner firm's id or the staff member's id. The principals the
 * guards give routes have this shape. `Id` is a placeholder only in prepared statements.
 */
export type MessageReader<Id extends string | Placeholder = string> =
  { kind: 'client'; id: Id } | { kind: 'partner'; id: Id } | { kind: 'staff'; id: Id };

type AnyMessageReader = MessageReader<string | Placeholder>;

const authorColumn = {
  client: caseMessages.authorClientId,
  partner: caseMessages.authorPartnerId,
  staff: caseMessages.authorStaffId,
} as const;

/** Messages someone else wrote (a deleted author's messages are someone else's too). */
export function writtenByOthers(reader: AnyMessageReader): SQL {
  return sql`(${caseMessages.authorKind} <> ${reader.kind} or ${authorColumn[reader.kind]} is distinct from ${reader.id})`;
}

/**
 * How many messages of the case in the surrounding query (a row of `cases`) the reader has not
 * read: an int column to select next to the case, one subquery per row that uses the
 * messages' (case_id, created_at) index and the marker's primary key.
 */
export function unreadMessagesOf(reader: AnyMessageReader): SQL<number> {
  // Conditions built as nested SQL keep their table names, which the correlation needs (a
  // column directly in a selected expression of a one-table query is written without it).
  const lastRead = sql`(select ${caseMessageReads.lastReadAt} from ${caseMessageReads} where ${and(
    eq(caseMessageReads.caseId, cases.id),
    eq(caseMessageReads.readerKind, reader.kind),
    eq(caseMessageReads.readerId, reader.id),
  )})`;
  const unread = and(
    eq(caseMessages.caseId, cases.id),
    writtenByOthers(reader),
    gt(caseMessages.createdAt, sql`coalesce(${lastRead}, '-infinity'::timestamptz)`),
  );
  return sql<number>`(select count(*)::int from ${caseMessages} where ${unread})`.mapWith(Number);
}

/**
 * Marks the case's conversation read for the reader up to its newest message (now when it has
 * none), not simply "now": a message committed a moment later stays unread. The marker never
 * moves back.
 */
export async function markMessagesRead(
  executor: Executor,
  reader: MessageReader,
  caseId: string,
): Promise<void> {
  const newest = sql`coalesce((select max(${caseMessages.createdAt}) from ${caseMessages} where ${eq(caseMessages.caseId, caseId)}), now())`;
  await executor
    .insert(caseMessageReads)
    .values({ caseId, readerKind: reader.kind, readerId: reader.id, lastReadAt: newest })
    .onConflictDoUpdate({
      target: [caseMessageReads.caseId, caseMessageReads.readerKind, caseMessageReads.readerId],
      set: {
        lastReadAt: sql`greatest(${caseMessageReads.lastReadAt}, excluded.last_read_at)`,
      },
    });
}
