import { useLingui } from '@lingui/react/macro';
import { AdminScreen } from '@client/components/admin-screen';
import { JobsManager } from '@client/features/admin-ops/components/jobs-manager';
import { usePageTitle } from '@client/lib/page-head';

/** Administrators see failed background work (mostly e-mail) and retry or discard it (/admin/jobs). */
export default function AdminJobsPage() {
  const { t } = useLingui();
  const title = t`Background Jobs`;
  usePageTitle(title);
  return (
    <AdminScreen
      title={title}
      purpose={t`see and retry failed background jobs`}
      signedOutHint={t`Sign in again to carry on with the jobs.`}
    >
      <JobsManager />
    </AdminScreen>
  );
}
