import { AdminScreen } from '@client/components/admin-screen';
import { AdminCasesManager } from '@client/features/admin-partners/components/admin-cases-manager';
import { usePageTitle } from '@client/lib/use-page-title';

export const ADMIN_CASES_TITLE = 'Cases and Partner Assignment';

/** Administrators find any client's case and assign it to a partner here (/admin/cases). */
export default function AdminCasesPage() {
  usePageTitle(ADMIN_CASES_TITLE);
  return (
    <AdminScreen
      title={ADMIN_CASES_TITLE}
      purpose="see every case and assign cases to partners"
      signedOutHint="Sign in again to carry on with the cases."
    >
      <AdminCasesManager />
    </AdminScreen>
  );
}
