import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { FormNotice } from '@client/components/form-status';
import type { Notice } from '@client/lib/announce';
import { localDay } from '@client/lib/format-date';
import { AskForDocumentForm } from './ask-for-document-form';
import { AskerRequestItem, cancelButtonId } from './asker-request-item';
import { useCancelRequest } from './cancel-request';
import { orderRequests } from './request-order';
import type { RequestsEndpoint } from './requests-endpoint';

export interface AskerRequestsPanelProps {
  endpoint: RequestsEndpoint;
  requests: readonly DocumentRequest[];
  /** The case's documents, to name the one that fulfilled a request. */
  documents: readonly CaseDocumentView[];
  /** Today here, `YYYY-MM-DD` (given by tests). */
  today?: string;
}

/**
 * The Requests part of the firm's and staff's case dialogs: every document asked of the
 * client (open first, the soonest due first, overdue ones marked in words), Cancel on those
 * this side may withdraw (after a question), and the form to ask for another.
 */
export function AskerRequestsPanel({
  endpoint,
  requests,
  documents,
  today = localDay(),
}: AskerRequestsPanelProps) {
  const { t } = useLingui();
  const cancel = useCancelRequest(endpoint);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const documentName = (id: string | null) =>
    id === null ? undefined : documents.find((document) => document.id === id)?.fileName;

  function tell(outcome: Notice) {
    setConfirmingId(null);
    setNotice(outcome);
    // The question (and on success the button) goes away: the reader continues at the outcome.
    window.requestAnimationFrame(() => noticeRef.current?.focus());
  }

  function confirmCancel(request: DocumentRequest) {
    if (cancel.isPending) return;
    setNotice(null);
    const title = request.title;
    cancel.mutate(request, {
      onSuccess: () =>
        tell({
          tone: 'success',
          title: t`Request cancelled`,
          message: t`The client is no longer asked for “${title}”.`,
        }),
      onError: (error) =>
        tell({
          tone: 'error',
          title: t`The request was not cancelled`,
          message: error.message || t`Please try again.`,
        }),
    });
  }

  function keep(request: DocumentRequest) {
    setConfirmingId(null);
    document.getElementById(cancelButtonId(request))?.focus();
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="asker-requests-heading" className="space-y-4">
        <div className="space-y-1">
          <h3 id="asker-requests-heading" className="text-xl font-bold text-ink-900">
            <Trans>Document requests</Trans>
          </h3>
          <p className="text-ink-700">
            <Trans>
              What the client has been asked to send: open requests first, the soonest due first.
            </Trans>
          </p>
        </div>
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          {notice ? (
            <FormNotice
              tone={notice.tone}
              title={notice.title}
              message={notice.message}
              onDismiss={() => setNotice(null)}
            />
          ) : null}
        </div>
        {requests.length === 0 ? (
          <p className="text-ink-700">
            <Trans>
              Nothing has been asked of the client on this case yet. Use the form below when a
              document is needed.
            </Trans>
          </p>
        ) : (
          <ul aria-labelledby="asker-requests-heading" className="space-y-3">
            {orderRequests(requests).map((request) => (
              <AskerRequestItem
                key={request.id}
                request={request}
                documentName={documentName(request.documentId)}
                today={today}
                cancellable={request.status === 'open' && endpoint.mayCancel(request)}
                confirming={confirmingId === request.id}
                busy={cancel.isPending && cancel.variables?.id === request.id}
                onAskToCancel={() => {
                  setNotice(null);
                  setConfirmingId(request.id);
                }}
                onConfirmCancel={() => confirmCancel(request)}
                onKeep={() => keep(request)}
              />
            ))}
          </ul>
        )}
      </section>
      <AskForDocumentForm endpoint={endpoint} />
    </div>
  );
}
