import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  authTokens,
  caseDocuments,
  caseUpdates,
  cases,
  loginAttempts,
  partnerReferrals,
  recommendationScores,
  resourceInteractions,
  userAccounts,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { deleteSessionsOf } from '../../platform/auth/sessions';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { Caller } from './service';
import { verifyOwnPassword } from './verify-password';

/** What a partner's referral record says once the client deleted their account. */
export const DELETED_CLIENT_NAME = 'Deleted client';

export interface DeletionDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Deletes a client's account after they re-entered their password. In one transaction: the
 * audit row (counts only, no personal data), the sessions and single-use tokens (not tied to
 * the account by a foreign key), the sign-in attempts under the address, and the account row,
 * whose foreign keys cascade to cases (with their updates and document rows), preferences,
 * onboarding answers, recommendation scores and resource interactions; referral records of
 * the client's cases lose the client's name and address. The stored files of
 * the case documents are removed after the commit, so a rollback never loses a file.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  caller: Caller,
  password: string,
): Promise<void> {
  const owner = await verifyOwnPassword(deps.db, caller.id, password, caller.ip);

  const storageKeys = await deps.db.transaction(async (tx) => {
    // Lock the row, so a concurrent change waits for the deletion.
    await tx.execute(
      sql`select 1 from ${userAccounts} where ${userAccounts.id} = ${owner.id} for update`,
    );
    const ownCases = tx.select({ id: cases.id }).from(cases).where(eq(cases.userId, owner.id));
    const documents = await tx
      .select({ storageKey: caseDocuments.storageKey })
      .from(caseDocuments)
      .where(inArray(caseDocuments.caseId, ownCases));
    const [caseCount] = await tx
      .select({ n: count() })
      .from(cases)
      .where(eq(cases.userId, owner.id));
    const [updateCount] = await tx
      .select({ n: count() })
      .from(caseUpdates)
      .where(inArray(caseUpdates.caseId, ownCases));
    const [interactionCount] = await tx
      .select({ n: count() })
      .from(resourceInteractions)
      .where(eq(resourceInteractions.userId, owner.id));
    const [scoreCount] = await tx
      .select({ n: count() })
      .from(recommendationScores)
      .where(eq(recommendationScores.userId, owner.id));

    await recordAudit(tx, {
      actorKind: 'client',
      actorId: owner.id,
      action: 'account.deleted',
      entityType: 'user_account',
      entityId: owner.id,
      // What was removed, in numbers: the row outlives the account, so no name or address.
      before: {
        cases: caseCount?.n ?? 0,
        caseUpdates: updateCount?.n ?? 0,
        caseDocuments: documents.length,
        resourceInteractions: interactionCount?.n ?? 0,
        recommendationScores: scoreCount?.n ?? 0,
      },
      after: null,
    });
    await deleteSessionsOf(tx, { kind: 'client', id: owner.id });
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.principalKind, 'client'), eq(authTokens.principalId, owner.id)));
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.principalKind, 'client'),
          eq(loginAttempts.email, owner.email.toLowerCase()),
        ),
      );
    // A firm's referral record stays for its books, but no longer says who the client was.
    await tx
      .update(partnerReferrals)
      .set({ clientName: DELETED_CLIENT_NAME, clientEmail: '', updatedAt: new Date() })
      .where(inArray(partnerReferrals.caseId, ownCases));
    await tx.delete(userAccounts).where(eq(userAccounts.id, owner.id));
    return documents.map((document) => document.storageKey);
  });

  for (const key of storageKeys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      // The account is gone either way; a leftover file is logged for an operator to remove.
      deps.log.error({ err: error, key }, 'could not delete a deleted account’s document file');
    }
  }
}
