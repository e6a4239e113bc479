import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { StaffUser } from '@shared/contracts/auth';
import { buttonClassName } from '@client/components/ui/button';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { useStaffSession } from '@client/lib/staff-session';

export interface StaffGateProps {
  /** Said under 'You are signed out of the staff area' when the session ends during the visit. */
  signedOutHint?: string;
  /** The page, for the signed-in staff member. */
  children: (user: StaffUser) => ReactNode;
}

/**
 * A staff page's gate: staff who are not signed in go to the staff sign-in page; a session
 * that ends during the visit says so instead.
 */
export function StaffGate({ signedOutHint, children }: StaffGateProps) {
  const session = useStaffSession();
  // Remembers that this visit was signed in: if the session then ends (signing out, or expiry
  // elsewhere) the page says so instead of jumping away, so the sign-out sequence can finish
  // its own way to the signed-out page.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'authenticated' && !wasSignedIn) setWasSignedIn(true);

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') {
    if (!wasSignedIn) return <Navigate to={paths.staffLogin.getHref()} replace />;
    return (
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-ink-900">You are signed out of the staff area</h1>
        {signedOutHint ? <p className="text-ink-700">{signedOutHint}</p> : null}
        <Link to={paths.staffLogin.getHref()} className={buttonClassName('primary', 'lg')}>
          Staff Sign In
        </Link>
      </div>
    );
  }
  return children(session.user);
}
