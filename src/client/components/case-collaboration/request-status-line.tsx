import { CalendarClock, CircleAlert, CircleCheck, CircleSlash } from 'lucide-react';
import { isRequestOverdue, type DocumentRequest } from '@shared/contracts/case-collaboration';
import { formatLongDate, formatLongDay } from '@client/lib/format-date';

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
  const line = 'flex items-start gap-2 font-semibold';
  const icon = 'mt-0.5 h-5 w-5 shrink-0';
  if (request.status === 'fulfilled') {
    const when = request.fulfilledAt ? ` on ${formatLongDate(request.fulfilledAt)}` : '';
    return (
      <p className={`${line} text-green-900`}>
        <CircleCheck aria-hidden="true" className={icon} />
        <span className="[overflow-wrap:anywhere]">
          Fulfilled: the client sent {documentName ? `“${documentName}”` : 'the document'}
          {when}.
        </span>
      </p>
    );
  }
  if (request.status === 'cancelled') {
    return (
      <p className={`${line} text-ink-700`}>
        <CircleSlash aria-hidden="true" className={icon} />
        Cancelled: the client no longer needs to send it.
      </p>
    );
  }
  if (isRequestOverdue(request, today) && request.dueDate) {
    return (
      <p className={`${line} text-red-800`}>
        <CircleAlert aria-hidden="true" className={icon} />
        Overdue: open, and it was due by {formatLongDay(request.dueDate)}.
      </p>
    );
  }
  return (
    <p className={`${line} text-ink-900`}>
      <CalendarClock aria-hidden="true" className={`${icon} text-brand-700`} />
      {request.dueDate ? `Open: due by ${formatLongDay(request.dueDate)}.` : 'Open: no due date.'}
    </p>
  );
}
