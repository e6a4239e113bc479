import { StaffGate } from '@client/components/staff-gate';
import { StaffHome } from '@client/features/staff/components/staff-home';
import { usePageTitle } from '@client/lib/use-page-title';

/** The staff area (/admin): staff who are not signed in go to the staff sign-in page. */
export default function AdminPage() {
  usePageTitle('Staff Area');
  return (
    <StaffGate>
      {(user) => (
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
          <StaffHome user={user} />
        </div>
      )}
    </StaffGate>
  );
}
