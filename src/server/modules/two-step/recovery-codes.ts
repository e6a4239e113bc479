import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@shared/contracts/two-step';
import type { Executor } from '../../db/client';
import { recoveryCodes } from '../../db/schema';
import type { SessionRef } from '../../platform/auth/sessions';

/*
 * Recovery codes: 12 random characters (about 59 bits) from an alphabet without look-alikes
 * (0/o, 1/l/i), shown as xxxx-xxxx-xxxx. They are random, not chosen by people, so a fast
 * hash (SHA-256) is enough; only the hash of the code as typed after normalisation (lower
 * case, no spaces or dashes, as recoveryCodeField leaves it) is stored.
 */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** The hash of a code as recoveryCodeField normalises it. */
export const hashRecoveryCode = (normalised: string) =>
  createHash('sha256').update(normalised).digest('hex');

const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

const ofPrincipal = (principal: SessionRef) =>
  and(eq(recoveryCodes.principalKind, principal.kind), eq(recoveryCodes.principalId, principal.id));

/** A new set of codes; earlier ones stop working. Returns the codes, shown once. */
export async function replaceRecoveryCodes(
  executor: Executor,
  principal: SessionRef,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await deleteRecoveryCodes(executor, principal);
  await executor.insert(recoveryCodes).values(
    codes.map((code) => ({
      principalKind: principal.kind,
      principalId: principal.id,
      codeHash: hashRecoveryCode(normalise(code)),
    })),
  );
  return codes;
}

/** Uses a code up, once: of two requests with the same code, one gets true. */
export async function useRecoveryCode(
  executor: Executor,
  principal: SessionRef,
  normalised: string,
): Promise<boolean> {
  const used = await executor
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        ofPrincipal(principal),
        eq(recoveryCodes.codeHash, hashRecoveryCode(normalised)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(executor: Executor, principal: SessionRef) {
  const [row] = await executor
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(ofPrincipal(principal), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(executor: Executor, principal: SessionRef) {
  await executor.delete(recoveryCodes).where(ofPrincipal(principal));
}
