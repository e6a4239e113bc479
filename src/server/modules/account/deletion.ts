import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteConfig } from '@shared/site-config';
import type { Database, Transaction } from '../../db/client';
import {
  authTokens,
  caseDocumentRequests,
  caseDocuments,
  caseMessages,
  caseUpdates,
  cases,
  intakeSubmissions,
  loginAttempts,
  partnerReferrals,
  recommendationScores,
  resourceInteractions,
  userAccounts,
} from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { eraseFromAuditLog } from '../../platform/audit-erasure';
import { deleteSessionsOf } from '../../platform/auth/sessions';
import { removeTwoStep } from '../two-step/methods';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { Caller } from './service';
import { notifyCaseWorkers } from './deletion-notices';
import { verifyOwnPassword } from './verify-password';

/** What a partner's referral record says once the client deleted their account. */
export const DELETED_CLIENT_NAME = 'Deleted client';

export interface DeletionDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  site: SiteConfig;
}

/**
 * Deletes a client's account after they re-entered their password. In one transaction: an
 * e-mail to the partner firm and the staff owner of each case (case numbers only, decision
 * 014); the client's data erased from the audit log, which keeps the facts of each action; the
 * audit row of the deletion (counts only); the sessions and single-use tokens (not tied to the
 * account by a foreign key), the sign-in attempts under the address; the intake requests that
 * became the account; and the account row, whose foreign keys cascade to cases (with all their
 * updates, document requests, documents and messages, the partner's private ones and the
 * client's own uploads too: decision 014), preferences, onboarding answers, recommendation
 * scores and resource interactions. Referral records of the client's cases lose the client's
 * name and address. The stored files of the case documents are removed after the commit, so a
 * rollback never loses a file.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  caller: Caller,
  password: string,
): Promise<void> {
  const owner = await verifyOwnPassword(deps.db, caller.id, password, caller.ip);

  const storageKeys = await deps.db.transaction(async (tx) => {
    // Lock the row, so a concurrent change waits for the deletion.
    const [profile] = await tx
      .select({
        firstName: userAccounts.firstName,
        lastName: userAccounts.lastName,
        phone: userAccounts.phone,
      })
      .from(userAccounts)
      .where(eq(userAccounts.id, owner.id))
      .for('update');
    const ownCases = await tx
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.userId, owner.id));
    const caseIds = ownCases.map((row) => row.id);
    const documents = caseIds.length
      ? await tx
          .select({ id: caseDocuments.id, storageKey: caseDocuments.storageKey })
          .from(caseDocuments)
          .where(inArray(caseDocuments.caseId, caseIds))
      : [];
    const updates = await rowIdsOfCases(tx, caseUpdates, caseIds);
    const messages = await rowIdsOfCases(tx, caseMessages, caseIds);
    const requests = await rowIdsOfCases(tx, caseDocumentRequests, caseIds);
    // The requests linked to the account are the client's; an unlinked one with the same
    // address may be someone else's, as registration does not prove the address (decision 014).
    const intakeRequests = await tx
      .select({
        id: intakeSubmissions.id,
        firstName: intakeSubmissions.firstName,
        lastName: intakeSubmissions.lastName,
        email: intakeSubmissions.email,
        phone: intakeSubmissions.phone,
      })
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.clientId, owner.id));
    const [interactionCount] = await tx
      .select({ n: count() })
      .from(resourceInteractions)
      .where(eq(resourceInteractions.userId, owner.id));
    const [scoreCount] = await tx
      .select({ n: count() })
      .from(recommendationScores)
      .where(eq(recommendationScores.userId, owner.id));

    await notifyCaseWorkers(tx, deps.site, owner.id);

    const people = [{ ...profile, email: owner.email }, ...intakeRequests];
    const intakeIds = intakeRequests.map((row) => row.id);
    const auditRowsErased = await eraseFromAuditLog(tx, {
      entityIds: [
        owner.id,
        ...caseIds,
        ...updates.map((row) => row.id),
        ...documents.map((row) => row.id),
        ...messages.map((row) => row.id),
        ...requests.map((row) => row.id),
        ...intakeIds,
      ],
      actorId: owner.id,
      identifyingTexts: people.flatMap((person) => [
        person.email ?? '',
        person.phone ?? '',
        `${person.firstName ?? ''} ${person.lastName ?? ''}`,
      ]),
    });

    await recordAudit(tx, {
      actorKind: 'client',
      actorId: owner.id,
      action: 'account.deleted',
      entityType: 'user_account',
      entityId: owner.id,
      // What was removed, in numbers: the row outlives the account, so no name or address.
      before: {
        cases: caseIds.length,
        caseUpdates: updates.length,
        caseDocuments: documents.length,
        caseMessages: messages.length,
        caseDocumentRequests: requests.length,
        intakeRequests: intakeIds.length,
        resourceInteractions: interactionCount?.n ?? 0,
        recommendationScores: scoreCount?.n ?? 0,
        auditRowsErased,
      },
      after: null,
    });
    await deleteSessionsOf(tx, { kind: 'client', id: owner.id });
    await removeTwoStep(tx, { kind: 'client', id: owner.id });
    await tx
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.principalKind, 'client'),
          inArray(authTokens.principalId, [owner.id, ...intakeIds]),
        ),
      );
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.principalKind, 'client'),
          eq(loginAttempts.email, owner.email.toLowerCase()),
        ),
      );
    // A firm's referral record stays for its books, but no longer says who the client was.
    if (caseIds.length) {
      await tx
        .update(partnerReferrals)
        .set({ clientName: DELETED_CLIENT_NAME, clientEmail: '', updatedAt: new Date() })
        .where(inArray(partnerReferrals.caseId, caseIds));
    }
    await tx.delete(intakeSubmissions).where(eq(intakeSubmissions.clientId, owner.id));
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

/** The ids of the rows of `table` that belong to the given cases. */
async function rowIdsOfCases(
  tx: Transaction,
  table: typeof caseUpdates | typeof caseMessages | typeof caseDocumentRequests,
  caseIds: string[],
): Promise<{ id: string }[]> {
  if (caseIds.length === 0) return [];
  return tx.select({ id: table.id }).from(table).where(inArray(table.caseId, caseIds));
}
