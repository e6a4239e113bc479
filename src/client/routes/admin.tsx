import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { StaffHome } from '@client/features/staff/components/staff-home';
import { paths } from '@client/lib/paths';
import { useStaffSession } from '@client/lib/staff-session';
import { usePageTitle } from '@client/lib/use-page-title';

/** The staff area (/admin): staff who are not signed in go to the staff sign-in page. */
export default function AdminPage() {
  usePageTitle('Staff Area');
  const session = useStaffSession();
  // Remembers that this visit was signed in: if the session then ends (signing out, or expiry
  // elsewhere) the page says so instead of jumping away, so the sign-out sequence can finish
  // its own way to the signed-out page.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'authenticated' && !wasSignedIn) setWasSignedIn(true);

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') {
    if (!wasSignedIn) return <Navigate to={paths.staffLogin.getHref()} replace />;
    return (
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-ink-900">You are signed out of the staff area</h1>
        <Link to={paths.staffLogin.getHref()} className={buttonClassName('primary', 'lg')}>
          Staff Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
      <StaffHome user={session.user} />
    </div>
  );
}
