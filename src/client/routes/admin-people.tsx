import { AdminScreen } from '@client/components/admin-screen';
import { PeopleTabs } from '@client/features/admin-people/components/people-tabs';
import { usePageTitle } from '@client/lib/page-head';

export const ADMIN_PEOPLE_TITLE = 'People';

/** Administrators manage client, partner and staff accounts here (/admin/people?tab=). */
export default function AdminPeoplePage() {
  usePageTitle(ADMIN_PEOPLE_TITLE);
  return (
    <AdminScreen
      title={ADMIN_PEOPLE_TITLE}
      purpose="manage people"
      signedOutHint="Sign in again to carry on managing people."
    >
      {(user) => <PeopleTabs currentUserId={user.id} />}
    </AdminScreen>
  );
}
