import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { StaffAuthResponse } from '@shared/contracts/auth';
import { FormPage } from '@client/components/form-page';
import { SignInWithSecondStep } from '@client/components/sign-in/sign-in-with-second-step';
import { SignedOutOnly } from '@client/components/signed-out-only';
import { useStaffLogin } from '@client/features/staff/api/staff-login';
import { paths } from '@client/lib/paths';
import { completeStaffSignIn, useStaffSession } from '@client/lib/staff-session';
import { usePageHead } from '@client/lib/page-head';

/**
 * Staff (editors and administrators) sign in here, with the code step when two-step sign-in is
 * on; the staff area is /admin.
 */
export default function StaffLoginPage() {
  const { t } = useLingui();
  usePageHead({ title: t`Staff Sign In`, noindex: true });
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const staffLogin = useStaffLogin();

  return (
    <SignedOutOnly
      session={session}
      signedInHref={paths.admin.getHref()}
      setupHref={paths.adminSecurity.getHref()}
    >
      <FormPage
        title={t`Staff Sign In`}
        width="xl"
        intro={
          <Trans>
            For Timeshare Resolution Advocates staff. Clients sign in on the{' '}
            <Link to={paths.auth.getHref()} className="font-semibold underline">
              client sign-in page
            </Link>
            .
          </Trans>
        }
      >
        <SignInWithSecondStep
          kind="staff"
          idPrefix="staff-sign-in"
          mutation={staffLogin}
          onSignedIn={(response: StaffAuthResponse) => {
            completeStaffSignIn(queryClient, response);
            // Issue 17 §3: a role that must use two-step sign-in sets it up before anything else.
            const next = response.mfaSetupRequired ? paths.adminSecurity : paths.admin;
            void navigate(next.getHref(), { replace: true });
          }}
        />
      </FormPage>
    </SignedOutOnly>
  );
}
