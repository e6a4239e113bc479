import type { Database, Executor } from '../../db/client';
import type { PrincipalKind } from '../../db/schema';
import { recordAudit } from '../audit';
import type { AppError } from '../errors';
import { recordLoginSuccess } from './login-throttle';
import { assertStrongPassword, hashPassword } from './passwords';
import { deleteSessionsOf } from './sessions';
import { cancelOutstandingTokens, claimToken, type TokenKind } from './single-use-tokens';

/*
 * Choosing a password with the link of an invite e-mail, the same way for partners and staff:
 * the token is claimed with a conditional UPDATE, so of two requests racing with one token
 * exactly one wins; then the person is signed out everywhere, other links still out stop
 * working, a sign-in lockout ends and the audit log records it (never the hash).
 */

/** Whose password a link sets, and how it is stored in their table. */
export interface PasswordLinkHolder {
  kind: Exclude<PrincipalKind, 'client'>;
  token: TokenKind;
  invalidLink: () => AppError;
  /**
   * When the token is usable and its holder may set a password now (a cheap check), the
   * holder's e-mail address and names, which their password must not be built from.
   */
  usableLinkHolder(db: Executor, token: string): Promise<string[] | undefined>;
  /**
   * Stores the hash if the holder may still have a password; answers their e-mail and whether
   * they had a password before, or undefined when they may not (the claim is rolled back).
   */
  storePassword(
    tx: Executor,
    holderId: string,
    passwordHash: string,
    now: Date,
  ): Promise<{ email: string; hadPassword: boolean } | undefined>;
}

export async function setPasswordFromLink(
  db: Database,
  holder: PasswordLinkHolder,
  input: { token: string; password: string },
  ip: string,
): Promise<void> {
  // Cheap check first, so an invalid token costs no password hashing.
  const holderWords = await holder.usableLinkHolder(db, input.token);
  if (!holderWords) throw holder.invalidLink();
  assertStrongPassword('password', input.password, holderWords);
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await claimToken(tx, holder.token, input.token, now);
    if (!claimed) throw holder.invalidLink();
    const id = claimed.principalId;
    const stored = await holder.storePassword(tx, id, passwordHash, now);
    // Throwing rolls the claim back too: the link works again if the holder is reactivated.
    if (!stored) throw holder.invalidLink();

    await cancelOutstandingTokens(tx, holder.token, id, now);
    await deleteSessionsOf(tx, { kind: holder.kind, id });
    await recordLoginSuccess(tx, { kind: holder.kind, email: stored.email.toLowerCase(), ip });
    await recordAudit(tx, {
      actorKind: holder.kind,
      actorId: id,
      action: `${holder.kind}.password_set`,
      entityType: holder.kind,
      entityId: id,
      before: { hasPassword: stored.hadPassword },
      after: { hasPassword: true },
    });
  });
}
