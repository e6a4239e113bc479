import { AdminScreen } from '@client/components/admin-screen';
import { ApplicationsManager } from '@client/features/admin-partners/components/applications-manager';
import { usePageTitle } from '@client/lib/page-head';

export const APPLICATIONS_TITLE = 'Partner Applications';

/** Administrators review partner applications here (/admin/applications). */
export default function AdminApplicationsPage() {
  usePageTitle(APPLICATIONS_TITLE);
  return (
    <AdminScreen
      title={APPLICATIONS_TITLE}
      purpose="review partner applications"
      signedOutHint="Sign in again to carry on reviewing applications."
    >
      <ApplicationsManager />
    </AdminScreen>
  );
}
