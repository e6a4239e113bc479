import { Plural, Trans } from '@lingui/react/macro';
import { CalendarClock, Mail } from 'lucide-react';
import { hasOverdueRequest, type ListedCaseAttention } from '@shared/contracts/case-collaboration';
import { formatLongDay } from '@client/lib/format-date';
import { useIntlLocale } from '@client/lib/i18n/use-locale';

const badgeClassName =
  'inline-flex items-center gap-2 rounded-full border-2 px-3 py-1 font-semibold';

/** "2 new messages" on a listed case, or nothing when every message was read. */
export function UnreadMessagesBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={`${badgeClassName} border-brand-700 bg-brand-50 text-brand-900`}>
      <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
      <Plural value={count} one="# new message" other="# new messages" />
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
  const intlLocale = useIntlLocale();
  if (!hasOverdueRequest(listed, today) || listed.openRequestDueDate === null) return null;
  const due = formatLongDay(listed.openRequestDueDate, intlLocale);
  return (
    <span className={`${badgeClassName} border-red-700 bg-red-50 text-red-900`}>
      <CalendarClock aria-hidden="true" className="h-5 w-5 shrink-0" />
      <Trans>Overdue request (due {due})</Trans>
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
    return (
      <span className="text-ink-600">
        <Trans>Nothing new</Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap gap-2">
      <UnreadMessagesBadge count={listed.unreadMessages} />
      <OverdueRequestBadge listed={listed} today={today} />
    </span>
  );
}
