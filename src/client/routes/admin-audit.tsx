import { AdminScreen } from '@client/components/admin-screen';
import { AuditLog } from '@client/features/admin-ops/components/audit-log';
import { usePageTitle } from '@client/lib/page-head';

export const ADMIN_AUDIT_TITLE = 'Audit Log';

/** Administrators read who changed what, and when (/admin/audit). Read-only. */
export default function AdminAuditPage() {
  usePageTitle(ADMIN_AUDIT_TITLE);
  return (
    <AdminScreen
      title={ADMIN_AUDIT_TITLE}
      purpose="read the audit log"
      signedOutHint="Sign in again to carry on with the audit log."
    >
      <AuditLog />
    </AdminScreen>
  );
}
