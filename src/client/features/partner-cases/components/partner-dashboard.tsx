import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { PartnerProfile } from '@shared/contracts/partners';
import { LoadingMessage } from '@client/components/load-status';
import { IdleSignOutRedirect } from '@client/components/signed-in-gate';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { usePartnerSession } from '@client/lib/partner-session';
import { paths } from '@client/lib/paths';
import { AccessDenied } from './access-denied';
import { AssignedCases } from './assigned-cases';
import { PartnerHeader } from './partner-header';
import { SignedOutNotice } from './signed-out-notice';
import { useSessionExpiry } from './use-session-expiry';

/**
 * Requirements §2 Partner dashboard. A visitor who is not signed in as a partner sees Access Denied.
 * Once signed in, the header stays in place even when the session ends (signing out here or
 * elsewhere): the sign-out button it holds must live on to finish the sign-out sequence, and
 * the cases give way to a note saying the partner is signed out (or, signed out for lack of use,
 * the sign-in page says so). While two-step sign-in must still be set up (issue 17 §3), the
 * partner is sent to the Security page.
 */
export function PartnerDashboard() {
  const { t } = useLingui();
  const session = usePartnerSession();
  useSessionExpiry();
  const [signedInAs, setSignedInAs] = useState<PartnerProfile | null>(null);
  if (session.status === 'authenticated' && session.user !== signedInAs) {
    setSignedInAs(session.user);
  }
  const partner = session.status === 'authenticated' ? session.user : signedInAs;

  if (session.status === 'authenticated' && session.mfaSetupRequired) {
    return <Navigate to={paths.partnerSecurity.getHref()} replace />;
  }
  if (partner === null) {
    if (session.status === 'loading') return <FullScreenSpinner />;
    return (
      <IdleSignOutRedirect kind="partner">
        <AccessDenied />
      </IdleSignOutRedirect>
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
      <PartnerHeader partner={partner} />
      {session.status === 'authenticated' ? (
        <AssignedCases partnerId={partner.id} />
      ) : session.status === 'loading' ? (
        <LoadingMessage label={t`Checking your sign-in`} />
      ) : (
        <IdleSignOutRedirect kind="partner">
          <SignedOutNotice />
        </IdleSignOutRedirect>
      )}
    </div>
  );
}
