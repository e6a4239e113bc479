import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { Card } from '@client/components/ui/card';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { CredentialsForm } from '@client/features/auth/components/credentials-form';
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

  if (session.status === 'authenticated') return <Navigate to={paths.admin.getHref()} replace />;
  if (session.status === 'loading') return <FullScreenSpinner />;
  return (
    <div className="mx-auto max-w-xl space-y-8 px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">Staff Sign In</h1>
        <p className="text-lg text-ink-700">
          For Timeshare Resolution Advocates staff. Clients sign in on the{' '}
          <Link to={paths.auth.getHref()} className="font-semibold underline">
            client sign-in page
          </Link>
          .
        </p>
      </header>
      <Card className="p-5 sm:p-8">
        <CredentialsForm
          idPrefix="staff-sign-in"
          mutation={staffLogin}
          onSignedIn={(response) => {
            completeStaffSignIn(queryClient, response);
            void navigate(paths.admin.getHref(), { replace: true });
          }}
        />
      </Card>
    </div>
  );
}
