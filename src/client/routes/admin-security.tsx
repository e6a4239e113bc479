import { BackLink } from '@client/components/back-link';
import type { SecurityEndpoint } from '@client/components/security/security-endpoint';
import { SecurityPage } from '@client/components/security/security-page';
import { StaffGate } from '@client/components/staff-gate';
import { StaffHeader } from '@client/components/staff-header';
import { paths } from '@client/lib/paths';
import { refreshStaffSession, staffRequest } from '@client/lib/staff-session';
import { usePageTitle } from '@client/lib/page-head';

export const SECURITY_TITLE = 'Security';

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
  usePageTitle(SECURITY_TITLE);
  return (
    <StaffGate openBeforeTwoStepSetup signedOutHint="Sign in again to manage your security.">
      {(user, mfaSetupRequired) => (
        <SecurityPage
          endpoint={staffSecurity}
          mfaSetupRequired={mfaSetupRequired}
          carryOn={{ href: paths.admin.getHref(), label: 'Go to the staff area' }}
          header={
            <StaffHeader user={user} title={SECURITY_TITLE}>
              {mfaSetupRequired ? null : (
                <BackLink to={paths.admin.getHref()} className="text-brand-800">
                  Back to the staff area
                </BackLink>
              )}
            </StaffHeader>
          }
        />
      )}
    </StaffGate>
  );
}
