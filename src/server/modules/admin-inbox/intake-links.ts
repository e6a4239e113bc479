import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intakeSubmissions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import {
  cancelOutstandingTokens,
  claimToken,
  type TokenKind,
} from '../../platform/auth/single-use-tokens';

/*
 * An intake request is linked to the account its author creates, and then to that account's
 * first case, so staff can follow a request from the inbox to the case it became.
 */

/** The invitation to create an account; its principal is the intake submission (a client to be). */
export const INTAKE_INVITE: TokenKind = { purpose: 'intake_invite', principalKind: 'client' };

interface NewAccount {
  id: string;
  email: string;
}

async function linkToAccount(
  tx: Executor,
  account: NewAccount,
  which: SQL,
  now: Date,
): Promise<string[]> {
  const linked = await tx
    .update(intakeSubmissions)
    .set({ clientId: account.id, updatedAt: now })
    .where(and(which, isNull(intakeSubmissions.clientId)))
    .returning({ id: intakeSubmissions.id });
  for (const { id } of linked) {
    // Any invitation still out would pre-fill an address that now has an account.
    await cancelOutstandingTokens(tx, INTAKE_INVITE, id, now);
    await recordAudit(tx, {
      actorKind: 'client',
      actorId: account.id,
      action: 'intake_submission.linked',
      entityType: 'intake_submission',
      entityId: id,
      before: { clientId: null },
      after: { clientId: account.id, via: 'invitation' },
    });
  }
  return linked.map((row) => row.id);
}

/**
 * Links a newly registered account to the intake request whose invitation link was used. Only
 * the link links: registration does not prove the address, so matching requests by address
 * would hand a stranger who signs up with someone's address that person's request (name,
 * phone, situation) in the export, and let the stranger delete it. A token that does not work
 * links nothing and never fails the registration. Call it in the registration's transaction.
 */
export async function linkIntakeRequestsToNewAccount(
  tx: Executor,
  account: NewAccount,
  inviteToken: string | undefined,
  now: Date,
): Promise<void> {
  if (!inviteToken) return;
  const claimed = await claimToken(tx, INTAKE_INVITE, inviteToken, now);
  if (!claimed) return;
  await linkToAccount(tx, account, eq(intakeSubmissions.id, claimed.principalId), now);
}

/**
 * Links the client's intake requests that have no case yet to the case just opened. Requests
 * are linked before their author has any case, so this gives them the account's first case
 * and later cases leave them alone. Call it in the transaction that opens the case.
 */
export async function linkIntakeRequestsToCase(
  tx: Executor,
  clientId: string,
  caseId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(intakeSubmissions)
    .set({ caseId, updatedAt: now })
    .where(and(eq(intakeSubmissions.clientId, clientId), isNull(intakeSubmissions.caseId)));
}
