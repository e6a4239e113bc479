import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { ClientCase } from '@shared/contracts/cases';
import type { Executor } from '../../db/client';
import { cases } from '../../db/schema';
import { unreadMessagesOf, type MessageReader } from '../case-messages/unread';
import { openRequestDueDateOf } from '../case-requests/requests';

/*
 * What a case in a list asks of its reader: the messages they have not read and the earliest
 * due day of the documents asked of the client. Every side's list and case answer carries both,
 * computed here once.
 */

export type CaseAttention = Pick<ClientCase, 'unreadMessages' | 'openRequestDueDate'>;

/** Columns to select next to a row of `cases`. */
export function caseAttentionOf(reader: MessageReader<string | Placeholder>) {
  return {
    unreadMessages: unreadMessagesOf(reader),
    openRequestDueDate: openRequestDueDateOf(),
  };
}

/** The attention of one case, for answers that carry one case (nothing due for an unknown id). */
export async function caseAttentionFor(
  executor: Executor,
  reader: MessageReader,
  caseId: string,
): Promise<CaseAttention> {
  const [row] = await executor
    .select(caseAttentionOf(reader))
    .from(cases)
    .where(eq(cases.id, caseId));
  return row ?? { unreadMessages: 0, openRequestDueDate: null };
}

/** A case's "needs the reader" conditions for list filters, see caseAttentionFilterValues. */
export const hasUnreadMessages = (reader: MessageReader) => sql`${unreadMessagesOf(reader)} > 0`;
