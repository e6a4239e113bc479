import { AdminScreen } from '@client/components/admin-screen';
import { AdminCasesManager } from '@client/features/admin-cases/components/admin-cases-manager';
import { usePageTitle } from '@client/lib/page-head';

export const ADMIN_CASES_TITLE = 'Cases';

/**
 * Administrators oversee every client's case here (/admin/cases): find it, give it a staff
 * owner and a partner, set its priority and add updates.
 */
export default function AdminCasesPage() {
  usePageTitle(ADMIN_CASES_TITLE);
  return (
    <AdminScreen
      title={ADMIN_CASES_TITLE}
      purpose="oversee every case: give cases a staff owner or a partner, set priorities and add updates"
      signedOutHint="Sign in again to carry on with the cases."
    >
      <AdminCasesManager />
    </AdminScreen>
  );
}
