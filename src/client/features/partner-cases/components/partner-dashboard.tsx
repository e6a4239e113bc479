import { useState } from 'react';
import type { PartnerProfile } from '@shared/contracts/partners';
import { LoadingMessage } from '@client/components/load-status';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { usePartnerSession } from '@client/lib/partner-session';
import { AccessDenied } from './access-denied';
import { AssignedCases } from './assigned-cases';
import { PartnerHeader } from './partner-header';
import { SignedOutNotice } from './signed-out-notice';
import { useSessionExpiry } from './use-session-expiry';

/**
 * Requirements §2 Partner dashboard. A visitor who is not signed in as a partner sees Access Denied.
 * Once signed in, the header stays in place even when the session ends (signing out here or
 * elsewhere): the sign-out button it holds must live on to finish the sign-out sequence, and
 * the cases give way to a note saying the partner is signed out.
 */
export function PartnerDashboard() {
  const session = usePartnerSession();
  useSessionExpiry();
  const [signedInAs, setSignedInAs] = useState<PartnerProfile | null>(null);
  if (session.status === 'authenticated' && session.user !== signedInAs) {
    setSignedInAs(session.user);
  }
  const partner = session.status === 'authenticated' ? session.user : signedInAs;

  if (partner === null) {
    return session.status === 'loading' ? <FullScreenSpinner /> : <AccessDenied />;
  }
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
      <PartnerHeader partner={partner} />
      {session.status === 'authenticated' ? (
        <AssignedCases partnerId={partner.id} />
      ) : session.status === 'loading' ? (
        <LoadingMessage label="Checking your sign-in" />
      ) : (
        <SignedOutNotice />
      )}
    </div>
  );
}
