import { Building2, CalendarDays } from 'lucide-react';
import type { ClientCase } from '@shared/contracts/cases';
import { PriorityBadge, StatusBadge } from '@client/components/case-status';
import { Button } from '@client/components/ui/button';
import { excerpt, formatLongDate } from '@client/lib/format-date';

export interface CaseCardProps {
  clientCase: ClientCase;
  onViewDetails: (clientCase: ClientCase) => void;
}

/** One case in the list: its number, company, status, priority, date and the situation's start. */
export function CaseCard({ clientCase, onViewDetails }: CaseCardProps) {
  const headingId = `case-${clientCase.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-ink-900">
          Case {clientCase.caseNumber}
        </h3>
        <StatusBadge status={clientCase.status} />
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
      <Button variant="outline" onClick={() => onViewDetails(clientCase)}>
        View Details<span className="sr-only"> of case {clientCase.caseNumber}</span>
      </Button>
    </article>
  );
}
