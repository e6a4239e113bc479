import { useLingui } from '@lingui/react/macro';
import { AdminScreen } from '@client/components/admin-screen';
import { InboxTabs } from '@client/features/admin-inbox/components/inbox-tabs';
import { usePageTitle } from '@client/lib/page-head';

/** Intake requests and contact messages from the public forms (/admin/inbox). */
export default function AdminInboxPage() {
  const { t } = useLingui();
  const title = t`Inbox`;
  usePageTitle(title);
  return (
    <AdminScreen
      title={title}
      purpose={t`work through intake requests and contact messages`}
      signedOutHint={t`Sign in again to carry on with the inbox.`}
    >
      <InboxTabs />
    </AdminScreen>
  );
}
