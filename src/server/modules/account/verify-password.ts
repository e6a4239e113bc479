import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { WRONG_PASSWORD_MESSAGE } from '@shared/contracts/account';
import type { Database } from '../../db/client';
import { userAccounts } from '../../db/schema';
import {
  checkPasswordWithinLimit,
  recordAttemptSucceeded,
} from '../../platform/auth/login-throttle';
import { NOT_SIGNED_IN_MESSAGE } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';

export interface AccountOwner {
  id: string;
  email: string;
  firstName: string;
  locale: Locale;
}

/*
 * 400, not 401: the caller IS signed in, and a 401 would make the browser drop its sign-in.
 */
const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);

/**
 * Checks the password the signed-in client re-entered. Wrong guesses count towards the same
 * lockout as sign-in, so a stolen session cannot be used to try passwords without limit.
 */
export async function verifyOwnPassword(
  db: Database,
  clientId: string,
  password: string,
  ip: string,
): Promise<AccountOwner> {
  const [account] = await db
    .select({
      id: userAccounts.id,
      email: userAccounts.email,
      firstName: userAccounts.firstName,
      locale: userAccounts.locale,
      passwordHash: userAccounts.passwordHash,
    })
    .from(userAccounts)
    .where(eq(userAccounts.id, clientId));
  // The guard saw the account a moment ago; if it is gone now, the caller is not signed in.
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);
  const key = { kind: 'client' as const, email: account.email.toLowerCase(), ip };
  const check = await checkPasswordWithinLimit(db, key, account.passwordHash, password);
  if (!check.matches) throw wrongPassword();
  await recordAttemptSucceeded(db, check.attempt);
  const { passwordHash: _hash, ...owner } = account;
  return owner;
}
