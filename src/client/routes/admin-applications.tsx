import { useLingui } from '@lingui/react/macro';
import { AdminScreen } from '@client/components/admin-screen';
import { ApplicationsManager } from '@client/features/admin-partners/components/applications-manager';
import { usePageTitle } from '@client/lib/page-head';

/** Administrators review partner applications here (/admin/applications). */
export default function AdminApplicationsPage() {
  const { t } = useLingui();
  const title = t`Partner Applications`;
  usePageTitle(title);
  return (
    <AdminScreen
      title={title}
      purpose={t`review partner applications`}
      signedOutHint={t`Sign in again to carry on reviewing applications.`}
    >
      <ApplicationsManager />
    </AdminScreen>
  );
}
