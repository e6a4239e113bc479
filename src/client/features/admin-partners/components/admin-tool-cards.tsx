import { Briefcase, Handshake } from 'lucide-react';
import { ToolCard } from '@client/components/tool-card';
import { countLabel } from '@client/lib/count-label';
import { paths } from '@client/lib/paths';
import { useApplications } from '../api/get-applications';

/** How many applications wait for a review; said only once known (a failure says nothing). */
function WaitingCount() {
  const waiting = useApplications('submitted');
  if (!waiting.isSuccess) return null;
  return (
    <p className="font-semibold text-ink-900">
      {waiting.data.length === 0
        ? 'No applications are waiting for a review.'
        : `${countLabel(waiting.data.length, 'application')} waiting for a review.`}
    </p>
  );
}

/** The staff start page's cards for administrators: applications, and cases to assign. */
export function AdminToolCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ToolCard
        icon={Handshake}
        title="Partner applications"
        linkLabel="Review partner applications"
        to={paths.adminApplications.getHref()}
      >
        <p>
          Check the details and license documents of law firms and attorneys who want to join, then
          approve or decline them.
        </p>
        <WaitingCount />
      </ToolCard>
      <ToolCard
        icon={Briefcase}
        title="Cases"
        linkLabel="Open cases"
        to={paths.adminCases.getHref()}
      >
        <p>
          Every client's case: give cases a staff owner or a partner, set priorities and add
          updates.
        </p>
      </ToolCard>
    </div>
  );
}
