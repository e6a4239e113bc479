import { useLingui } from '@lingui/react/macro';
import { AdminScreen } from '@client/components/admin-screen';
import { AuditLog } from '@client/features/admin-ops/components/audit-log';
import { usePageTitle } from '@client/lib/page-head';

/** Administrators read who changed what, and when (/admin/audit). Read-only. */
export default function AdminAuditPage() {
  const { t } = useLingui();
  const title = t`Audit Log`;
  usePageTitle(title);
  return (
    <AdminScreen
      title={title}
      purpose={t`read the audit log`}
      signedOutHint={t`Sign in again to carry on with the audit log.`}
    >
      <AuditLog />
    </AdminScreen>
  );
}
