import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@client/components/back-link';
import type { SecurityEndpoint } from '@client/components/security/security-endpoint';
import { SecurityPage } from '@client/components/security/security-page';
import { StaffGate } from '@client/components/staff-gate';
import { StaffHeader } from '@client/components/staff-header';
import { paths } from '@client/lib/paths';
import { refreshStaffSession, staffRequest } from '@client/lib/staff-session';
import { usePageTitle } from '@client/lib/page-head';

const staffSecurity: SecurityEndpoint = {
  kind: 'staff',
  request: staffRequest,
  afterTwoStepChange: refreshStaffSession,
};

/**
 * Issue 17 §4 (/admin/security): the staff member's own two-step sign-in and sessions. It is
 * the one staff page open while their role's two-step sign-in is not set up (§3); the way
 * back to the staff area shows once it is.
 */
export default function AdminSecurityPage() {
  const { t } = useLingui();
  const title = t`Security`;
  usePageTitle(title);
  return (
    <StaffGate openBeforeTwoStepSetup signedOutHint={t`Sign in again to manage your security.`}>
      {(user, mfaSetupRequired) => (
        <SecurityPage
          endpoint={staffSecurity}
          mfaSetupRequired={mfaSetupRequired}
          accountLocale={user.locale}
          carryOn={{ href: paths.admin.getHref(), label: t`Go to the staff area` }}
          header={
            <StaffHeader user={user} title={title}>
              {mfaSetupRequired ? null : (
                <BackLink to={paths.admin.getHref()} className="text-brand-800">
                  <Trans>Back to the staff area</Trans>
                </BackLink>
              )}
            </StaffHeader>
          }
        />
      )}
    </StaffGate>
  );
}
