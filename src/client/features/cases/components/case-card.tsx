import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { ClientCase } from '@shared/contracts/cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { Button } from '@client/components/ui/button';
import { excerpt, formatLongDate } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';
import { UnreadMessagesBadge } from '@client/components/case-attention-badges';

/**
 * One case in the list: its number, company, status, new messages, priority, date and the
 * situation's start, with a link to the case's own page.
 */
export function CaseCard({ clientCase }: { clientCase: ClientCase }) {
  const headingId = ['case', clientCase.id, 'heading'].join('-');
  const openedOn = formatLongDate(clientCase.createdAt);
  const { t } = useLingui();
  const unread = clientCase.unreadMessages;
  const caseNumber = clientCase.caseNumber;
  const viewLabel =
    unread > 0
      ? t`of case ${caseNumber}, ${plural(unread, { one: '# new message', other: '# new messages' })}`
      : t`of case ${caseNumber}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-ink-900">
          <Trans>Case {caseNumber}</Trans>
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
          <Trans>Opened on {openedOn}</Trans>
        </span>
      </div>
      <p className="text-ink-700">{excerpt(clientCase.situation)}</p>
      <Button asChild variant="outline" className="no-underline">
        <Link to={paths.clientCase.getHref(clientCase.id)}>
          <Trans>View Details</Trans> <span className="sr-only">{viewLabel}</span>
        </Link>
      </Button>
    </article>
  );
}
