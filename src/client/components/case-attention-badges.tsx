import { CalendarClock, Mail } from 'lucide-react';
import { hasOverdueRequest, type ListedCaseAttention } from '@shared/contracts/case-collaboration';
import { countLabel } from '@client/lib/count-label';
import { formatLongDay } from '@client/lib/format-date';

const badgeClassName =
  'inline-flex items-center gap-2 rounded-full border-2 px-3 py-1 font-semibold';

/** "2 new messages" on a listed case, or nothing when every message was read. */
export function UnreadMessagesBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={`${badgeClassName} border-brand-700 bg-brand-50 text-brand-900`}>
      <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
      {countLabel(count, 'new message')}
    </span>
  );
}

/** "Overdue request (due …)" when the earliest open request's due day has passed. */
export function OverdueRequestBadge({
  listed,
  today,
}: {
  listed: ListedCaseAttention;
  today: string;
}) {
  if (!hasOverdueRequest(listed, today) || listed.openRequestDueDate === null) return null;
  return (
    <span className={`${badgeClassName} border-red-700 bg-red-50 text-red-900`}>
      <CalendarClock aria-hidden="true" className="h-5 w-5 shrink-0" />
      Overdue request (due {formatLongDay(listed.openRequestDueDate)})
    </span>
  );
}

/** Both, side by side, for the firm's and staff's case lists; "Nothing new" when neither. */
export function CaseAttentionBadges({
  listed,
  today,
}: {
  listed: ListedCaseAttention;
  today: string;
}) {
  if (listed.unreadMessages <= 0 && !hasOverdueRequest(listed, today)) {
    return <span className="text-ink-600">Nothing new</span>;
  }
  return (
    <span className="inline-flex flex-wrap gap-2">
      <UnreadMessagesBadge count={listed.unreadMessages} />
      <OverdueRequestBadge listed={listed} today={today} />
    </span>
  );
}
