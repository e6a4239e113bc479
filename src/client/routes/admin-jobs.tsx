import { AdminScreen } from '@client/components/admin-screen';
import { JobsManager } from '@client/features/admin-ops/components/jobs-manager';
import { usePageTitle } from '@client/lib/page-head';

export const ADMIN_JOBS_TITLE = 'Background Jobs';

/** Administrators see failed background work (mostly e-mail) and retry or discard it (/admin/jobs). */
export default function AdminJobsPage() {
  usePageTitle(ADMIN_JOBS_TITLE);
  return (
    <AdminScreen
      title={ADMIN_JOBS_TITLE}
      purpose="see and retry failed background jobs"
      signedOutHint="Sign in again to carry on with the jobs."
    >
      <JobsManager />
    </AdminScreen>
  );
}
