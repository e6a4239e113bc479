import { channel } from 'node:diagnostics_channel';
import { hash, verify } from '@node-rs/argon2';
import { assessPassword, weakPasswordMessage } from '@shared/password-strength';
import { FieldError } from '../errors';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane), which
 * are also the library's defaults; spelled out so an upgrade cannot weaken them silently.
 */
const ARGON2ID_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

// A valid hash of a random password, checked when no account matches so that a wrong
// address takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Told of every password verification (one argon2 run), so the security suite can count how
 * many guesses really reached the hash; publishing costs nothing while nobody listens.
 */
export const passwordVerifications = channel('tra:password-verification');

/** True when `password` matches `passwordHash`; a missing or malformed hash never matches. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordVerifications.hasSubscribers) passwordVerifications.publish(null);
  if (!passwordHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * Refuses a new password that is easy to guess (the rule in shared/password-strength.ts) with a
 * 400 on `field` that says why and how to choose a better one. Called before anything changes.
 * `userInputs` are the owner's e-mail address and names, which make a password weak.
 */
export function assertStrongPassword(
  field: string,
  password: string,
  userInputs: readonly (string | null | undefined)[],
): void {
  const assessment = assessPassword(password, userInputs);
  if (!assessment.strongEnough) throw new FieldError(field, weakPasswordMessage(assessment));
}
