import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { isRequestOverdue } from '@shared/contracts/case-collaboration';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { formatLongDate } from '@client/lib/format-date';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { CancelRequestQuestion } from './cancel-request-question';
import { RequestStatusLine } from './request-status-line';

export interface AskerRequestItemProps {
  request: DocumentRequest;
  /** The name of the document that fulfilled it, when the case lists it. */
  documentName?: string;
  /** Today here, `YYYY-MM-DD`. */
  today: string;
  /** Shown with a Cancel request button: open, and this side may cancel it. */
  cancellable: boolean;
  /** The question "Cancel the request …?" is showing. */
  confirming: boolean;
  /** Its cancelling is under way. */
  busy: boolean;
  onAskToCancel: () => void;
  onConfirmCancel: () => void;
  onKeep: () => void;
}

/* eslint-disable lingui/no-unlocalized-strings -- element ids */
/** The id of a request's Cancel request button, where the focus returns after "Keep". */
export const cancelButtonId = (request: DocumentRequest) => `asker-request-${request.id}-cancel`;

/** One document asked of the client, as the firm and staff see it. */
export function AskerRequestItem({
  request,
  documentName,
  today,
  cancellable,
  confirming,
  busy,
  onAskToCancel,
  onConfirmCancel,
  onKeep,
}: AskerRequestItemProps) {
  const intlLocale = useIntlLocale();
  const { i18n } = useLingui();
  const overdue = isRequestOverdue(request, today);
  const headingId = `asker-request-${request.id}-heading`;
  const questionId = `asker-request-${request.id}-question`;
  /* eslint-enable lingui/no-unlocalized-strings */
  const askedBy = request.askedBy;
  const askedOn = formatLongDate(request.createdAt, intlLocale);
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'space-y-3 rounded-xl border-2 p-4',
        overdue
          ? 'border-red-700 bg-red-50'
          : request.status === 'open'
            ? 'border-ink-200 bg-white'
            : 'border-ink-200 bg-ink-50',
      )}
    >
      <h4 id={headingId} className="text-lg font-bold text-ink-900 [overflow-wrap:anywhere]">
        {request.title}
      </h4>
      <RequestStatusLine request={request} documentName={documentName} today={today} />
      {request.description ? (
        <p className="whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere]">
          {request.description}
        </p>
      ) : null}
      <p className="text-sm text-ink-700">
        {i18n._(optionLabel(caseDocumentTypes, request.documentType))} ·{' '}
        <Trans>
          Asked by {askedBy} on {askedOn}
        </Trans>
      </p>
      {cancellable ? (
        <Button
          id={cancelButtonId(request)}
          variant="outline"
          aria-describedby={headingId}
          aria-expanded={confirming}
          aria-controls={confirming ? questionId : undefined}
          onClick={onAskToCancel}
        >
          <Trans>Cancel request</Trans>
        </Button>
      ) : null}
      {cancellable && confirming ? (
        <CancelRequestQuestion
          id={questionId}
          request={request}
          busy={busy}
          onConfirm={onConfirmCancel}
          onKeep={onKeep}
        />
      ) : null}
    </li>
  );
}
