import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SignInSession } from '@client/lib/sign-in-session';
import { FullScreenSpinner } from './ui/spinner';

/**
 * A sign-in page: someone already signed in goes straight on to their own area, and nothing
 * shows while a stored sign-in is still being checked.
 */
export function SignedOutOnly({
  session,
  signedInHref,
  children,
}: {
  session: SignInSession<unknown>;
  /** Where a signed-in person goes instead. */
  signedInHref: string;
  children: ReactNode;
}) {
  if (session.status === 'authenticated') return <Navigate to={signedInHref} replace />;
  if (session.status === 'loading') return <FullScreenSpinner />;
  return children;
}
