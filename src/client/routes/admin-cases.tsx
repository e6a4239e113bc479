import { useLingui } from '@lingui/react/macro';
import { AdminScreen } from '@client/components/admin-screen';
import { AdminCasesManager } from '@client/features/admin-cases/components/admin-cases-manager';
import { usePageTitle } from '@client/lib/page-head';

/**
 * Administrators oversee every client's case here (/admin/cases): find it, give it a staff
 * owner and a partner, set its priority and add updates.
 */
export default function AdminCasesPage() {
  const { t } = useLingui();
  const title = t`Cases`;
  usePageTitle(title);
  return (
    <AdminScreen
      title={title}
      purpose={t`oversee every case: give cases a staff owner or a partner, set priorities and add updates`}
      signedOutHint={t`Sign in again to carry on with the cases.`}
    >
      <AdminCasesManager />
    </AdminScreen>
  );
}
