import { Briefcase, Handshake, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { countLabel } from '@client/lib/count-label';
import { paths } from '@client/lib/paths';
import { useApplications } from '../api/get-applications';

function ToolCard({
  icon: Icon,
  title,
  linkLabel,
  to,
  children,
}: {
  icon: LucideIcon;
  title: string;
  linkLabel: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="flex items-center gap-3 text-xl font-bold text-ink-900">
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
        {title}
      </h3>
      <div className="flex-1 space-y-2 text-ink-700">{children}</div>
      <Link to={to} className={buttonClassName('primary', 'md', 'self-start no-underline')}>
        {linkLabel}
      </Link>
    </Card>
  );
}

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
        title="Cases and partner assignment"
        linkLabel="Open cases"
        to={paths.adminCases.getHref()}
      >
        <p>Find any client's case and assign it to a verified partner attorney.</p>
      </ToolCard>
    </div>
  );
}
