import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@shared/contracts/two-step';
import type { Executor } from '../../db/client';
import { totpFactors } from '../../db/schema';
import type { SecretBox } from '../../platform/auth/secret-box';
import type { SessionRef } from '../../platform/auth/sessions';

/*
 * Authenticator-app codes (RFC 6238 as every app reads it: SHA-1, 30 s, 6 digits). A code is
 * accepted for the step before, the current one and the one after (clocks drift), and only
 * once: its step must be later than the last accepted one, checked and recorded by a single
 * conditional UPDATE, so the same code sent twice at once passes once (ASVS 2.8.4).
 */

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** 160 random bits, as RFC 4226 recommends, in the base32 people type into an app. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, issuer: string, label: string) =>
  totpOf(secret, label, issuer).toString();

/** The step `code` belongs to, within one step of `now`; undefined when it matches none. */
export function stepOfCode(secret: string, code: string, now: number): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

const ofPrincipal = (principal: SessionRef) =>
  and(eq(totpFactors.principalKind, principal.kind), eq(totpFactors.principalId, principal.id));

/** The additional data a secret is sealed with: it opens only on its owner's row. */
export const sealContext = (principal: SessionRef) => `totp:${principal.kind}:${principal.id}`;

export async function readFactor(executor: Executor, principal: SessionRef) {
  const [factor] = await executor.select().from(totpFactors).where(ofPrincipal(principal));
  return factor;
}

/**
 * Accepts `code` once for the confirmed factor (`confirming` false) or for a setup waiting for
 * its first code (`confirming` true, which confirms it). False when there is no such factor,
 * the code is wrong, or its step was used already.
 */
export async function acceptCode(
  executor: Executor,
  box: SecretBox,
  principal: SessionRef,
  code: string,
  confirming: boolean,
): Promise<boolean> {
  const now = new Date();
  const factor = await readFactor(executor, principal);
  if (!factor || (factor.confirmedAt === null) !== confirming) return false;
  const secret = box.open(factor.secretEncrypted, sealContext(principal));
  const step = stepOfCode(secret, code, now.getTime());
  if (step === undefined) return false;
  const accepted = await executor
    .update(totpFactors)
    .set({ lastUsedStep: step, ...(confirming ? { confirmedAt: now } : {}) })
    .where(
      and(
        ofPrincipal(principal),
        // The very secret the code was checked against: a new setup in between voids it.
        eq(totpFactors.secretEncrypted, factor.secretEncrypted),
        confirming ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ step: totpFactors.lastUsedStep });
  return accepted.length === 1;
}

/** Starts a setup: a new secret waiting for its first code, unless a confirmed factor exists. */
export async function storePendingSecret(
  executor: Executor,
  box: SecretBox,
  principal: SessionRef,
  secret: string,
): Promise<boolean> {
  const secretEncrypted = box.seal(secret, sealContext(principal));
  const stored = await executor
    .insert(totpFactors)
    .values({ principalKind: principal.kind, principalId: principal.id, secretEncrypted })
    .onConflictDoUpdate({
      target: [totpFactors.principalKind, totpFactors.principalId],
      set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ principalId: totpFactors.principalId });
  return stored.length === 1;
}

export async function deleteFactor(executor: Executor, principal: SessionRef): Promise<void> {
  await executor.delete(totpFactors).where(ofPrincipal(principal));
}
