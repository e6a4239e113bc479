import { eq } from 'drizzle-orm';
import type { SavedHelpAnswers } from '@shared/contracts/guided-help';
import type { HelpAnswers } from '@shared/guided-help/answers';
import { parseAnswers } from '@shared/guided-help/parse-answers';
import type { Executor } from '../../db/client';
import { helpInterviews } from '../../db/schema';

/** The interview answers kept on a client's account; none gives empty answers. */
export async function getSavedAnswers(db: Executor, clientId: string): Promise<SavedHelpAnswers> {
  const [row] = await db.select().from(helpInterviews).where(eq(helpInterviews.userId, clientId));
  // Read through parseAnswers: a question changed since they were stored drops its answer.
  return row
    ? { answers: parseAnswers(row.answers), savedAt: row.updatedAt.toISOString() }
    : { answers: {}, savedAt: null };
}

/** Keeps the answers that still apply (an answer to a closed branch is dropped). */
export async function saveAnswers(
  db: Executor,
  clientId: string,
  answers: HelpAnswers,
): Promise<SavedHelpAnswers> {
  const kept = parseAnswers(answers);
  const now = new Date();
  const [row] = await db
    .insert(helpInterviews)
    .values({ userId: clientId, answers: kept as Record<string, unknown> })
    .onConflictDoUpdate({
      target: helpInterviews.userId,
      set: { answers: kept as Record<string, unknown>, updatedAt: now },
    })
    .returning();
  return { answers: kept, savedAt: row!.updatedAt.toISOString() };
}

export async function forgetAnswers(db: Executor, clientId: string): Promise<void> {
  await db.delete(helpInterviews).where(eq(helpInterviews.userId, clientId));
}
