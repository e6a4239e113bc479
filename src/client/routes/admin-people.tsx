import { useLingui } from '@lingui/react/macro';
import { AdminScreen } from '@client/components/admin-screen';
import { PeopleTabs } from '@client/features/admin-people/components/people-tabs';
import { usePageTitle } from '@client/lib/page-head';

/** Administrators manage client, partner and staff accounts here (/admin/people?tab=). */
export default function AdminPeoplePage() {
  const { t } = useLingui();
  const title = t`People`;
  usePageTitle(title);
  return (
    <AdminScreen
      title={title}
      purpose={t`manage people`}
      signedOutHint={t`Sign in again to carry on managing people.`}
    >
      {(user) => <PeopleTabs currentUserId={user.id} />}
    </AdminScreen>
  );
}
