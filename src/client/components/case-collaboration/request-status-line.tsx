import { Trans } from '@lingui/react/macro';
import { CalendarClock, CircleAlert, CircleCheck, CircleSlash } from 'lucide-react';
import { isRequestOverdue, type DocumentRequest } from '@shared/contracts/case-collaboration';
import { formatLongDate, formatLongDay } from '@client/lib/format-date';
import { useIntlLocale } from '@client/lib/i18n/use-locale';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const line = 'flex items-start gap-2 font-semibold';
const icon = 'mt-0.5 h-5 w-5 shrink-0';
/* eslint-enable lingui/no-unlocalized-strings */

/** How a fulfilled request reads: with the document's name and the day, when known. */
function Fulfilled({ documentName, when }: { documentName?: string; when: string | null }) {
  if (documentName && when) {
    return (
      <Trans>
        Fulfilled: the client sent “{documentName}” on {when}.
      </Trans>
    );
  }
  if (documentName) return <Trans>Fulfilled: the client sent “{documentName}”.</Trans>;
  if (when) return <Trans>Fulfilled: the client sent the document on {when}.</Trans>;
  return <Trans>Fulfilled: the client sent the document.</Trans>;
}

/**
 * Where a request stands, in words (never colour alone): open and by when, overdue, fulfilled
 * with the document the client sent, or cancelled.
 */
export function RequestStatusLine({
  request,
  documentName,
  today,
}: {
  request: DocumentRequest;
  /** The name of the document that fulfilled it, when the case lists it. */
  documentName?: string;
  /** Today here, `YYYY-MM-DD`. */
  today: string;
}) {
  const intlLocale = useIntlLocale();
  if (request.status === 'fulfilled') {
    const when = request.fulfilledAt ? formatLongDate(request.fulfilledAt, intlLocale) : null;
    return (
      <p className={`${line} text-green-900`}>
        <CircleCheck aria-hidden="true" className={icon} />
        <span className="[overflow-wrap:anywhere]">
          <Fulfilled documentName={documentName} when={when} />
        </span>
      </p>
    );
  }
  if (request.status === 'cancelled') {
    return (
      <p className={`${line} text-ink-700`}>
        <CircleSlash aria-hidden="true" className={icon} />
        <Trans>Cancelled: the client no longer needs to send it.</Trans>
      </p>
    );
  }
  const due = request.dueDate ? formatLongDay(request.dueDate, intlLocale) : null;
  if (isRequestOverdue(request, today) && due) {
    return (
      <p className={`${line} text-red-800`}>
        <CircleAlert aria-hidden="true" className={icon} />
        <Trans>Overdue: open, and it was due by {due}.</Trans>
      </p>
    );
  }
  return (
    <p className={`${line} text-ink-900`}>
      <CalendarClock aria-hidden="true" className={`${icon} text-brand-700`} />
      {due ? <Trans>Open: due by {due}.</Trans> : <Trans>Open: no due date.</Trans>}
    </p>
  );
}
