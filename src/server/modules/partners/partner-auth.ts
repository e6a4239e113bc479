import { and, eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE, type LoginRequest } from '@shared/contracts/auth';
import {
  PARTNER_INACTIVE_MESSAGE,
  PARTNER_PASSWORD_NOT_SET_MESSAGE,
  PARTNER_PENDING_MESSAGE,
  PARTNER_REJECTED_MESSAGE,
  SET_PASSWORD_LINK_INVALID_MESSAGE,
  type PartnerAuthResponse,
  type PartnerProfile,
  type SetPasswordLink,
  type SetPasswordRequest,
} from '@shared/contracts/partners';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import type { MfaRole } from '../../config';
import type { Database, Executor } from '../../db/client';
import { authTokens, partners, type Partner } from '../../db/schema';
import { NOT_SIGNED_IN_MESSAGE } from '../../platform/auth/guards';
import { checkPasswordWithinLimit } from '../../platform/auth/login-throttle';
import { deleteSession } from '../../platform/auth/sessions';
import {
  setPasswordFromLink,
  type PasswordLinkHolder,
} from '../../platform/auth/set-password-from-link';
import { usableToken } from '../../platform/auth/single-use-tokens';
import { AppError } from '../../platform/errors';
import { samePartnerEmail } from './service';
import { twoStepRequired } from '../two-step/accounts';
import { finishPasswordStep } from '../two-step/password-step';
import { PARTNER_INVITE } from './set-password-link';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

/*
 * A partner's own sign-in: choosing the password from the approval e-mail's link, signing in
 * with the same lockout as clients, and the session.
 */

export const SET_PASSWORD_LINK_VALID_MESSAGE = english(
  text('This link is valid. Please choose your password.'),
);

const profileColumns = {
  id: partners.id,
  companyName: partners.companyName,
  contactPerson: partners.contactPerson,
  email: partners.email,
  locale: partners.locale,
};

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
const notActive = (message: string) => new AppError(403, 'PARTNER_NOT_ACTIVE', message);
const invalidLink = () =>
  new AppError(400, 'SET_PASSWORD_LINK_INVALID', SET_PASSWORD_LINK_INVALID_MESSAGE);

/** Only a verified, active partner may set a password, whatever links are still out. */
const mayHavePassword = and(
  eq(partners.verificationStatus, 'verified'),
  eq(partners.isActive, true),
);

/** The partner a usable (unused, unexpired) invite token belongs to. */
async function partnerOfInvite(db: Executor, token: string) {
  const [row] = await db
    .select(profileColumns)
    .from(authTokens)
    .innerJoin(partners, eq(partners.id, authTokens.principalId))
    .where(and(usableToken(PARTNER_INVITE, token), mayHavePassword));
  return row;
}

export async function checkSetPasswordLink(db: Executor, token: string): Promise<SetPasswordLink> {
  const partner = await partnerOfInvite(db, token);
  if (!partner) return { valid: false, message: SET_PASSWORD_LINK_INVALID_MESSAGE };
  return {
    valid: true,
    email: partner.email,
    companyName: partner.companyName,
    message: SET_PASSWORD_LINK_VALID_MESSAGE,
  };
}

/** A verified, active partner chooses a password with the approval e-mail's link. */
const partnerPasswordHolder: PasswordLinkHolder = {
  kind: 'partner',
  token: PARTNER_INVITE,
  invalidLink,
  async usableLinkHolder(db, token) {
    const partner = await partnerOfInvite(db, token);
    return partner && [partner.email, partner.companyName, partner.contactPerson];
  },
  async storePassword(tx, partnerId, passwordHash, now) {
    const [before] = await tx
      .select({ passwordHash: partners.passwordHash })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const [partner] = await tx
      .update(partners)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(partners.id, partnerId), mayHavePassword))
      .returning({ email: partners.email });
    return partner && { email: partner.email, hadPassword: Boolean(before?.passwordHash) };
  },
};

export function setPartnerPassword(
  db: Database,
  input: SetPasswordRequest,
  ip: string,
): Promise<void> {
  return setPasswordFromLink(db, partnerPasswordHolder, input, ip);
}

type SignInCandidate = Pick<Partner, 'passwordHash' | 'verificationStatus' | 'isActive'>;

/** Why this partner may not sign in with this password, or undefined when they may. */
function refusalOf(found: SignInCandidate | undefined, passwordMatches: boolean) {
  if (!found) return invalidCredentials();
  if (found.verificationStatus === 'pending') return notActive(PARTNER_PENDING_MESSAGE);
  if (found.verificationStatus === 'rejected') return notActive(PARTNER_REJECTED_MESSAGE);
  if (!found.isActive) {
    return passwordMatches ? notActive(PARTNER_INACTIVE_MESSAGE) : invalidCredentials();
  }
  if (!found.passwordHash) return notActive(PARTNER_PASSWORD_NOT_SET_MESSAGE);
  return passwordMatches ? undefined : invalidCredentials();
}

/**
 * Signs a partner in. The attempt is counted before the password is checked; unknown addresses cost as
 * much time as wrong passwords. A known partner who may not sign in is told why (403), except
 * a deactivated one, who is told only after giving the right password. Every refusal counts
 * towards the lockout.
 */
export async function loginPartner(
  db: Database,
  input: LoginRequest,
  ip: string,
  requiredRoles: readonly MfaRole[],
): Promise<PartnerAuthResponse | MfaRequiredResponse> {
  const key = { kind: 'partner' as const, email: input.email.toLowerCase(), ip };
  const [found] = await db
    .select({
      ...profileColumns,
      passwordHash: partners.passwordHash,
      verificationStatus: partners.verificationStatus,
      isActive: partners.isActive,
    })
    .from(partners)
    .where(samePartnerEmail(key.email));
  const check = await checkPasswordWithinLimit(db, key, found?.passwordHash, input.password);

  // A refused attempt stays counted as a failure.
  const refusal = refusalOf(found, check.matches);
  if (!found || refusal) throw refusal ?? invalidCredentials();

  const { passwordHash: _hash, verificationStatus: _status, isActive: _active, ...partner } = found;
  const mustEnrol = twoStepRequired(requiredRoles, 'partner');
  const step = await finishPasswordStep(db, check.attempt, partner.id, { mustEnrol });
  return 'mfaRequired' in step ? step : { ...step, partner };
}

export async function currentPartner(db: Executor, id: string): Promise<PartnerProfile> {
  const [partner] = await db.select(profileColumns).from(partners).where(eq(partners.id, id));
  // The guard saw the partner a moment ago; if it is gone now, the caller is not signed in.
  if (!partner) throw new AppError(401, 'UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);
  return partner;
}

export function logoutPartner(db: Executor, token: string): Promise<void> {
  return deleteSession(db, token);
}
