import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ToolCard
        icon={Inbox}
        title={t`Inbox`}
        linkLabel={t`Open the inbox`}
        to={paths.adminInbox.getHref()}
      >
        <p>
          <Trans>
            Intake requests and contact messages from the website: mark them, keep notes, and invite
            people to create an account.
          </Trans>
        </p>
      </ToolCard>
      <ToolCard
        icon={Users}
        title={t`People`}
        linkLabel={t`Manage people`}
        to={paths.adminPeople.getHref()}
      >
        <p>
          <Trans>
            Clients, partner firms and staff: find them, deactivate or reactivate them, and add
            staff.
          </Trans>
        </p>
      </ToolCard>
      <ToolCard
        icon={ServerCog}
        title={t`Background jobs`}
        linkLabel={t`Open jobs`}
        to={paths.adminJobs.getHref()}
      >
        <p>
          <Trans>E-mails and other work that failed: see why, then retry or discard it.</Trans>
        </p>
      </ToolCard>
      <ToolCard
        icon={History}
        title={t`Audit log`}
        linkLabel={t`Open the audit log`}
        to={paths.adminAudit.getHref()}
      >
        <p>
          <Trans>Who changed what and when, with the record before and after.</Trans>
        </p>
      </ToolCard>
    </div>
  );
}

/** The staff area (/admin): staff who are not signed in go to the staff sign-in page. */
export default function AdminPage() {
  const { t } = useLingui();
  usePageTitle(t`Staff Area`);
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
