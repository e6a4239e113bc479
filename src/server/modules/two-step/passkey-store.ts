import { and, asc, count, eq, gt } from 'drizzle-orm';
import { MFA_TOKEN_LIFETIME_MS, type Passkey } from '@shared/contracts/two-step';
import type { Executor } from '../../db/client';
import { passkeys, webAuthnChallenges, type StoredPasskey } from '../../db/schema';
import type { SessionRef } from '../../platform/auth/sessions';

/*
 * The rows of passkeys (issue 17 §2): the credentials, and the challenges handed to browsers.
 * A challenge lives as long as an mfaToken (5 minutes) and is taken, never read: of two
 * requests with the same challenge, one gets it.
 */

const CHALLENGE_LIFETIME_MS = MFA_TOKEN_LIFETIME_MS;

type Purpose = (typeof webAuthnChallenges.$inferInsert)['purpose'];

const ofPrincipal = (principal: SessionRef) =>
  and(eq(passkeys.principalKind, principal.kind), eq(passkeys.principalId, principal.id));

const challengesOf = (principal: SessionRef) =>
  and(
    eq(webAuthnChallenges.principalKind, principal.kind),
    eq(webAuthnChallenges.principalId, principal.id),
  );

export const passkeyView = (row: StoredPasskey): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const passkeysOf = (executor: Executor, principal: SessionRef) =>
  executor.select().from(passkeys).where(ofPrincipal(principal)).orderBy(asc(passkeys.createdAt));

export async function passkeyCount(executor: Executor, principal: SessionRef): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(passkeys).where(ofPrincipal(principal));
  return row?.n ?? 0;
}

export async function findPasskey(executor: Executor, principal: SessionRef, id: string) {
  const [row] = await executor
    .select()
    .from(passkeys)
    .where(and(ofPrincipal(principal), eq(passkeys.id, id)));
  return row;
}

export async function findPasskeyByCredential(
  executor: Executor,
  principal: SessionRef,
  credentialId: string,
) {
  const [row] = await executor
    .select()
    .from(passkeys)
    .where(and(ofPrincipal(principal), eq(passkeys.credentialId, credentialId)));
  return row;
}

export async function insertPasskey(
  executor: Executor,
  values: Omit<typeof passkeys.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>,
): Promise<StoredPasskey> {
  const [row] = await executor.insert(passkeys).values(values).returning();
  return row!;
}

export async function renamePasskeyRow(
  executor: Executor,
  principal: SessionRef,
  id: string,
  name: string,
) {
  const [row] = await executor
    .update(passkeys)
    .set({ name })
    .where(and(ofPrincipal(principal), eq(passkeys.id, id)))
    .returning();
  return row;
}

export async function deletePasskeyRow(executor: Executor, principal: SessionRef, id: string) {
  const [row] = await executor
    .delete(passkeys)
    .where(and(ofPrincipal(principal), eq(passkeys.id, id)))
    .returning();
  return row;
}

export async function recordPasskeyUse(executor: Executor, id: string, counter: number) {
  await executor
    .update(passkeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, id));
}

export async function storeWebAuthnChallenge(
  executor: Executor,
  principal: SessionRef,
  purpose: Purpose,
  challenge: string,
  mfaTokenHash: string | null = null,
): Promise<void> {
  await executor.insert(webAuthnChallenges).values({
    principalKind: principal.kind,
    principalId: principal.id,
    purpose,
    challenge,
    mfaTokenHash,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
}

/** Takes the unexpired challenge, once; undefined when it is unknown, used or expired. */
export async function takeWebAuthnChallenge(
  executor: Executor,
  principal: SessionRef,
  purpose: Purpose,
  challenge: string,
  mfaTokenHash: string | null = null,
): Promise<string | undefined> {
  const [row] = await executor
    .delete(webAuthnChallenges)
    .where(
      and(
        challengesOf(principal),
        eq(webAuthnChallenges.purpose, purpose),
        eq(webAuthnChallenges.challenge, challenge),
        gt(webAuthnChallenges.expiresAt, new Date()),
        mfaTokenHash === null ? undefined : eq(webAuthnChallenges.mfaTokenHash, mfaTokenHash),
      ),
    )
    .returning({ challenge: webAuthnChallenges.challenge });
  return row?.challenge;
}

/** For removeTwoStep: the account's passkeys and pending WebAuthn challenges. */
export async function deletePasskeysOf(executor: Executor, principal: SessionRef) {
  await executor.delete(passkeys).where(ofPrincipal(principal));
  await executor.delete(webAuthnChallenges).where(challengesOf(principal));
}
