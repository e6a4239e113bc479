import { AdminScreen } from '@client/components/admin-screen';
import { InboxTabs } from '@client/features/admin-inbox/components/inbox-tabs';
import { usePageTitle } from '@client/lib/page-head';

export const ADMIN_INBOX_TITLE = 'Inbox';

/** Intake requests and contact messages from the public forms (/admin/inbox). */
export default function AdminInboxPage() {
  usePageTitle(ADMIN_INBOX_TITLE);
  return (
    <AdminScreen
      title={ADMIN_INBOX_TITLE}
      purpose="work through intake requests and contact messages"
      signedOutHint="Sign in again to carry on with the inbox."
    >
      <InboxTabs />
    </AdminScreen>
  );
}
