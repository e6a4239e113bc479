import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { SignOutButton } from '@client/components/sign-out-button';
import { buttonClassName } from '@client/components/ui/button';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { ContentManager } from '@client/features/cms/components/content-manager';
import { staffRoleLabels } from '@client/features/staff/components/staff-home';
import { paths } from '@client/lib/paths';
import { useStaffSession } from '@client/lib/staff-session';
import { usePageTitle } from '@client/lib/use-page-title';

export const CMS_TITLE = 'Content Management';

/**
 * Spec §2 Content management (/cms), for editors and administrators. Staff who are not signed
 * in go to the staff sign-in page; a session that ends during the visit says so instead.
 */
export default function CmsPage() {
  usePageTitle(CMS_TITLE);
  const session = useStaffSession();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'authenticated' && !wasSignedIn) setWasSignedIn(true);

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') {
    if (!wasSignedIn) return <Navigate to={paths.staffLogin.getHref()} replace />;
    return (
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-ink-900">You are signed out of the staff area</h1>
        <p className="text-ink-700">Sign in again to carry on managing the content.</p>
        <Link to={paths.staffLogin.getHref()} className={buttonClassName('primary', 'lg')}>
          Staff Sign In
        </Link>
      </div>
    );
  }

  const { user } = session;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <Link
            to={paths.admin.getHref()}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            Back to the staff area
          </Link>
          <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">{CMS_TITLE}</h1>
          <p className="text-lg text-ink-700">
            Signed in as <strong className="text-ink-900">{name}</strong> (
            {staffRoleLabels[user.role]})
          </p>
        </div>
        <SignOutButton kind="staff" className="shrink-0" />
      </header>
      <ContentManager />
    </div>
  );
}
