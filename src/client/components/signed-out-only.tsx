import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SignInSession } from '@client/lib/sign-in-session';
import { FullScreenSpinner } from './ui/spinner';

/**
 * A sign-in page: someone already signed in goes straight on to their own area (or to set up
 * the two-step sign-in their role requires first), and nothing shows while a stored sign-in is
 * still being checked.
 */
export function SignedOutOnly({
  session,
  signedInHref,
  setupHref,
  children,
}: {
  session: SignInSession<unknown>;
  /** Where a signed-in person goes instead. */
  signedInHref: string;
  /** Where they go while two-step sign-in must still be set up (issue 17 §3). */
  setupHref?: string;
  children: ReactNode;
}) {
  if (session.status === 'authenticated') {
    const href = session.mfaSetupRequired && setupHref ? setupHref : signedInHref;
    return <Navigate to={href} replace />;
  }
  if (session.status === 'loading') return <FullScreenSpinner />;
  return children;
}
