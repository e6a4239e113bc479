import type { Locale } from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';
import type { MfaRole } from '../../config';
import type { Executor } from '../../db/client';
import { partners, userAccounts, users, type PrincipalKind } from '../../db/schema';
import type { SessionRef } from '../../platform/auth/sessions';

/** What two-step sign-in needs to know of an account, whichever of the three kinds it is. */
export interface TwoStepAccount {
  principal: SessionRef;
  /** Where its letters go, and (lower-cased) the key of its sign-in lockout. */
  email: string;
  /** Whom its letters greet. */
  name: string;
  /** The language of its pages and letters. */
  locale: Locale;
  /** The role MFA_REQUIRED_ROLES speaks of; clients have none. */
  role: MfaRole | null;
  passwordHash: string | null;
  /** Whether it may sign in now: active, and for partners verified, with a password. */
  maySignIn: boolean;
}

type Lookup = (executor: Executor, id: string) => Promise<TwoStepAccount | undefined>;

const lookups: Record<PrincipalKind, Lookup> = {
  async client(executor, id) {
    const [row] = await executor.select().from(userAccounts).where(eq(userAccounts.id, id));
    return (
      row && {
        principal: { kind: 'client', id },
        email: row.email,
        name: row.firstName,
        role: null,
        locale: row.locale,
        passwordHash: row.passwordHash,
        maySignIn: row.isActive,
      }
    );
  },
  async staff(executor, id) {
    const [row] = await executor.select().from(users).where(eq(users.id, id));
    return (
      row && {
        principal: { kind: 'staff', id },
        email: row.email,
        name: row.firstName,
        role: row.role,
        locale: row.locale,
        passwordHash: row.passwordHash,
        maySignIn: row.isActive && row.passwordHash !== null,
      }
    );
  },
  async partner(executor, id) {
    const [row] = await executor.select().from(partners).where(eq(partners.id, id));
    return (
      row && {
        principal: { kind: 'partner', id },
        email: row.email,
        name: row.contactPerson,
        role: 'partner',
        locale: row.locale,
        passwordHash: row.passwordHash,
        maySignIn:
          row.isActive && row.verificationStatus === 'verified' && row.passwordHash !== null,
      }
    );
  },
};

export const findAccount = (executor: Executor, principal: SessionRef) =>
  lookups[principal.kind](executor, principal.id);

/** Whether the account's role must use two-step sign-in (MFA_REQUIRED_ROLES). */
export const twoStepRequired = (requiredRoles: readonly MfaRole[], role: MfaRole | null) =>
  role !== null && requiredRoles.includes(role);
