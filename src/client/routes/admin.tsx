import { StaffGate } from '@client/components/staff-gate';
import { AdminToolCards } from '@client/features/admin-partners/components/admin-tool-cards';
import { StaffHome } from '@client/features/staff/components/staff-home';
import { usePageTitle } from '@client/lib/use-page-title';

/** The staff area (/admin): staff who are not signed in go to the staff sign-in page. */
export default function AdminPage() {
  usePageTitle('Staff Area');
  return (
    <StaffGate>
      {(user) => (
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
          {/* Rendered for administrators only, so editors never ask for the queue. */}
          <StaffHome user={user} adminTools={<AdminToolCards />} />
        </div>
      )}
    </StaffGate>
  );
}
