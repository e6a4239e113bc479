import { Building2, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { ClientCase } from '@shared/contracts/cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { Button } from '@client/components/ui/button';
import { countLabel } from '@client/lib/count-label';
import { excerpt, formatLongDate } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';
import { UnreadMessagesBadge } from '@client/components/case-attention-badges';

/**
 * One case in the list: its number, company, status, new messages, priority, date and the
 * situation's start, with a link to the case's own page.
 */
export function CaseCard({ clientCase }: { clientCase: ClientCase }) {
  const headingId = `case-${clientCase.id}-heading`;
  const unread = clientCase.unreadMessages;
  const newMessages = unread > 0 ? `, ${countLabel(unread, 'new message')}` : '';
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-ink-900">
          Case {clientCase.caseNumber}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <UnreadMessagesBadge count={unread} />
          <StatusBadge status={clientCase.status} />
        </div>
      </div>
      <p className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Building2 aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {clientCase.timeshareCompany}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-700">
        <PriorityBadge priority={clientCase.priority} />
        <span className="inline-flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
          Opened on {formatLongDate(clientCase.createdAt)}
        </span>
      </div>
      <p className="text-ink-700">{excerpt(clientCase.situation)}</p>
      <Button asChild variant="outline" className="no-underline">
        <Link to={paths.clientCase.getHref(clientCase.id)}>
          View Details{' '}
          <span className="sr-only">{`of case ${clientCase.caseNumber}${newMessages}`}</span>
        </Link>
      </Button>
    </article>
  );
}
