import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CredentialsForm } from '@client/components/credentials-form';
import { FormPage } from '@client/components/form-page';
import { SignedOutOnly } from '@client/components/signed-out-only';
import { useStaffLogin } from '@client/features/staff/api/staff-login';
import { paths } from '@client/lib/paths';
import { completeStaffSignIn, useStaffSession } from '@client/lib/staff-session';
import { usePageTitle } from '@client/lib/use-page-title';

/** Staff (editors and administrators) sign in here; the staff area is /admin. */
export default function StaffLoginPage() {
  usePageTitle('Staff Sign In');
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const staffLogin = useStaffLogin();

  return (
    <SignedOutOnly session={session} signedInHref={paths.admin.getHref()}>
      <FormPage
        title="Staff Sign In"
        width="xl"
        intro={
          <>
            For Timeshare Resolution Advocates staff. Clients sign in on the{' '}
            <Link to={paths.auth.getHref()} className="font-semibold underline">
              client sign-in page
            </Link>
            .
          </>
        }
      >
        <CredentialsForm
          idPrefix="staff-sign-in"
          mutation={staffLogin}
          onSignedIn={(response) => {
            completeStaffSignIn(queryClient, response);
            void navigate(paths.admin.getHref(), { replace: true });
          }}
        />
      </FormPage>
    </SignedOutOnly>
  );
}
