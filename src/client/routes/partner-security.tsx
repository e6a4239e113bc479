import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@client/components/back-link';
import type { SecurityEndpoint } from '@client/components/security/security-endpoint';
import { SecurityPage } from '@client/components/security/security-page';
import { SignedInGate } from '@client/components/signed-in-gate';
import { PartnerHeader } from '@client/features/partner-cases/components/partner-header';
import { SignedOutNotice } from '@client/features/partner-cases/components/signed-out-notice';
import {
  partnerRequest,
  refreshPartnerSession,
  usePartnerSession,
} from '@client/lib/partner-session';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/page-head';

const partnerSecurity: SecurityEndpoint = {
  kind: 'partner',
  request: partnerRequest,
  afterTwoStepChange: refreshPartnerSession,
};

/**
 * Issue 17 §4 (/partner-dashboard/security): the partner's own two-step sign-in and sessions,
 * and the one partner page open while two-step sign-in must still be set up (§3).
 */
export default function PartnerSecurityPage() {
  const { t } = useLingui();
  usePageTitle(t`Security`);
  const session = usePartnerSession();
  return (
    <SignedInGate
      kind="partner"
      session={session}
      signedOut={
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 md:py-12">
          <SignedOutNotice />
        </div>
      }
    >
      {(partner, mfaSetupRequired) => (
        <SecurityPage
          endpoint={partnerSecurity}
          mfaSetupRequired={mfaSetupRequired}
          accountLocale={partner.locale}
          carryOn={{ href: paths.partnerDashboard.getHref(), label: t`Go to the dashboard` }}
          header={
            <PartnerHeader partner={partner} title={t`Security`}>
              {mfaSetupRequired ? null : (
                <BackLink to={paths.partnerDashboard.getHref()} className="text-brand-800">
                  <Trans>Back to the dashboard</Trans>
                </BackLink>
              )}
            </PartnerHeader>
          }
        />
      )}
    </SignedInGate>
  );
}
