import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SignInKind } from '@client/lib/auth-storage';
import { useIdleSignOutMessage } from '@client/lib/idle-sign-out';
import { paths } from '@client/lib/paths';
import type { SignInSession } from '@client/lib/sign-in-session';
import { FullScreenSpinner } from './ui/spinner';

/** Each kind's sign-in screen. */
export const signInHrefs: Record<SignInKind, () => string> = {
  client: paths.auth.getHref,
  partner: paths.partnerLogin.getHref,
  staff: paths.staffLogin.getHref,
};

/**
 * Issue 17 §5: where the `kind` session ended for lack of use, its sign-in screen says why, so
 * the page goes there; otherwise it shows `children`.
 */
export function IdleSignOutRedirect({ kind, children }: { kind: SignInKind; children: ReactNode }) {
  const idleMessage = useIdleSignOutMessage(kind);
  if (idleMessage !== null) return <Navigate to={signInHrefs[kind]()} replace />;
  return children;
}

export interface SignedInGateProps<User> {
  kind: SignInKind;
  session: SignInSession<User>;
  /**
   * Where a person whose role must use two-step sign-in, and who has not set it up, is sent
   * (issue 17 §3). Left out on that Security page itself, the one page open to them.
   */
  setupHref?: string;
  /** Shown when the session ends during the visit (signing out, or expiry elsewhere). */
  signedOut: ReactNode;
  /** The page, for the signed-in person. */
  children: (user: User, mfaSetupRequired: boolean) => ReactNode;
}

/**
 * A signed-in page's gate: someone not signed in goes to the sign-in screen, and a session that
 * ends during the visit says so instead (or, ended for lack of use, goes there to be told why).
 */
export function SignedInGate<User>({
  kind,
  session,
  setupHref,
  signedOut,
  children,
}: SignedInGateProps<User>) {
  // Remembers that this visit was signed in: if the session then ends the page says so instead
  // of jumping away, so the sign-out sequence can finish its own way to the signed-out page.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'authenticated' && !wasSignedIn) setWasSignedIn(true);

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') {
    if (!wasSignedIn) return <Navigate to={signInHrefs[kind]()} replace />;
    return <IdleSignOutRedirect kind={kind}>{signedOut}</IdleSignOutRedirect>;
  }
  if (session.mfaSetupRequired && setupHref) return <Navigate to={setupHref} replace />;
  return children(session.user, session.mfaSetupRequired);
}
