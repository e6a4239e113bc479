import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CircleAlert } from 'lucide-react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { isRequestOverdue, type DocumentRequest } from '@shared/contracts/case-collaboration';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import { cn } from '@client/lib/cn';
import { formatLongDate, formatLongDay } from '@client/lib/format-date';
import { RequestUploadButton } from './request-upload-button';

export interface OpenRequestItemProps {
  userId: string;
  caseId: string;
  request: DocumentRequest;
  /** Today here, `YYYY-MM-DD`. */
  today: string;
  onUploaded: (request: DocumentRequest, document: CaseDocumentView) => void;
}

/** Something the firm or our team still needs: what, by when (overdue ones stand out), and its button. */
export function OpenRequestItem({
  userId,
  caseId,
  request,
  today,
  onUploaded,
}: OpenRequestItemProps) {
  const { i18n } = useLingui();
  const overdue = isRequestOverdue(request, today);
  const headingId = ['request', request.id, 'heading'].join('-');
  const dueDay = request.dueDate ? formatLongDay(request.dueDate) : '';
  const askedBy = request.askedBy;
  const askedOn = formatLongDate(request.createdAt);
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'space-y-3 rounded-xl border-2 p-4',
        overdue ? 'border-red-700 bg-red-50' : 'border-ink-200 bg-white',
      )}
    >
      <h3 id={headingId} className="text-lg font-bold text-ink-900 [overflow-wrap:anywhere]">
        {request.title}
      </h3>
      {overdue && request.dueDate ? (
        <p className="flex items-start gap-2 font-semibold text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <Trans>Overdue: this was needed by {dueDay}. Please send it as soon as you can.</Trans>
        </p>
      ) : request.dueDate ? (
        <p className="flex items-start gap-2 font-semibold text-ink-900">
          <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <Trans>Please send it by {dueDay}.</Trans>
        </p>
      ) : null}
      {request.description ? (
        <p className="whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere]">
          {request.description}
        </p>
      ) : null}
      <p className="text-sm text-ink-600">
        {i18n._(optionLabel(caseDocumentTypes, request.documentType))} ·{' '}
        <Trans>
          Asked by {askedBy} on {askedOn}
        </Trans>
      </p>
      <RequestUploadButton
        userId={userId}
        caseId={caseId}
        request={request}
        onUploaded={(document) => onUploaded(request, document)}
      />
    </li>
  );
}
