import { History, Inbox, ServerCog, Users } from 'lucide-react';
import { StaffGate } from '@client/components/staff-gate';
import { ToolCard } from '@client/components/tool-card';
import { OverviewCounters } from '@client/features/admin-inbox/components/overview-counters';
import { ServiceHealth } from '@client/features/admin-ops/components/service-health';
import { AdminToolCards } from '@client/features/admin-partners/components/admin-tool-cards';
import { StaffHome } from '@client/features/staff/components/staff-home';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/page-head';

/** The administrators' tools beyond the partner network. */
function ConsoleToolCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ToolCard
        icon={Inbox}
        title="Inbox"
        linkLabel="Open the inbox"
        to={paths.adminInbox.getHref()}
      >
        <p>
          Intake requests and contact messages from the website: mark them, keep notes, and invite
          people to create an account.
        </p>
      </ToolCard>
      <ToolCard
        icon={Users}
        title="People"
        linkLabel="Manage people"
        to={paths.adminPeople.getHref()}
      >
        <p>
          Clients, partner firms and staff: find them, deactivate or reactivate them, and add staff.
        </p>
      </ToolCard>
      <ToolCard
        icon={ServerCog}
        title="Background jobs"
        linkLabel="Open jobs"
        to={paths.adminJobs.getHref()}
      >
        <p>E-mails and other work that failed: see why, then retry or discard it.</p>
      </ToolCard>
      <ToolCard
        icon={History}
        title="Audit log"
        linkLabel="Open the audit log"
        to={paths.adminAudit.getHref()}
      >
        <p>Who changed what and when, with the record before and after.</p>
      </ToolCard>
    </div>
  );
}

/** The staff area (/admin): staff who are not signed in go to the staff sign-in page. */
export default function AdminPage() {
  usePageTitle('Staff Area');
  return (
    <StaffGate>
      {(user) => (
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
          {/* Rendered for administrators only, so editors never ask for the queue. */}
          <StaffHome
            user={user}
            adminTools={
              <div className="space-y-6">
                <OverviewCounters />
                <ServiceHealth />
                <AdminToolCards />
                <ConsoleToolCards />
              </div>
            }
          />
        </div>
      )}
    </StaffGate>
  );
}
