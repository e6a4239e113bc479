import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffUser } from '@shared/contracts/auth';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { useStaffSession } from '@client/lib/staff-session';
import { SignedInGate } from './signed-in-gate';

export interface StaffGateProps {
  /** Said under 'You are signed out of the staff area' when the session ends during the visit. */
  signedOutHint?: string;
  /**
   * The staff Security page: the one page open while the role's two-step sign-in is not set up
   * yet (issue 17 §3); every other staff page leads there until it is.
   */
  openBeforeTwoStepSetup?: boolean;
  /** The page, for the signed-in staff member. */
  children: (user: StaffUser, mfaSetupRequired: boolean) => ReactNode;
}

/**
 * A staff page's gate: staff who are not signed in go to the staff sign-in page; a session
 * that ends during the visit says so instead.
 */
export function StaffGate({ signedOutHint, openBeforeTwoStepSetup, children }: StaffGateProps) {
  const session = useStaffSession();
  return (
    <SignedInGate
      kind="staff"
      session={session}
      setupHref={openBeforeTwoStepSetup ? undefined : paths.adminSecurity.getHref()}
      signedOut={
        <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 text-center sm:px-6">
          <h1 className="text-3xl font-bold text-ink-900">
            <Trans>You are signed out of the staff area</Trans>
          </h1>
          {signedOutHint ? <p className="text-ink-700">{signedOutHint}</p> : null}
          <Link to={paths.staffLogin.getHref()} className={buttonClassName('primary', 'lg')}>
            <Trans>Staff Sign In</Trans>
          </Link>
        </div>
      }
    >
      {children}
    </SignedInGate>
  );
}
