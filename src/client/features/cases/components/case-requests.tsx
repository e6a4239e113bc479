import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { FormNotice } from '@client/components/form-status';
import { formatLongDate, localDay } from '@client/lib/format-date';
import { CaseSection } from './case-section';
import { OpenRequestItem } from './open-request-item';
import { orderRequests } from '@client/components/case-collaboration/request-order';

export const NOTHING_NEEDED_MESSAGE =
  'Nothing is needed from you right now. If your attorney or our team needs a document, it will be listed here and we will e-mail you.';

function AnsweredRequests({ requests }: { requests: DocumentRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <details className="rounded-xl border border-ink-200 bg-ink-50 p-4">
      <summary className="cursor-pointer font-semibold text-ink-900">
        Earlier requests ({requests.length})
      </summary>
      <ul className="mt-3 space-y-2" aria-label="Earlier requests">
        {requests.map((request) => (
          <li key={request.id} className="flex items-start gap-2 text-ink-900">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-800" />
            <span className="[overflow-wrap:anywhere]">
              {request.title}:{' '}
              {request.status === 'fulfilled'
                ? `received${request.fulfilledAt ? ` on ${formatLongDate(request.fulfilledAt)}` : ''}`
                : 'no longer needed'}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

export interface CaseRequestsProps {
  userId: string;
  caseId: string;
  requests: readonly DocumentRequest[];
  /** Today here, `YYYY-MM-DD` (given by tests). */
  today?: string;
}

/**
 * "What we need from you": the open requests, soonest due first, overdue ones highlighted, each
 * with the button that sends the file straight into it; then the earlier ones.
 */
export function CaseRequests({ userId, caseId, requests, today = localDay() }: CaseRequestsProps) {
  const ordered = orderRequests(requests);
  const open = ordered.filter((request) => request.status === 'open');
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  function uploaded(request: DocumentRequest, document: CaseDocumentView) {
    setThanks(`${document.fileName} was added to your case for “${request.title}”.`);
    // The request leaves the list once the case is refetched; keep the reader's place.
    window.requestAnimationFrame(() => thanksRef.current?.focus());
  }

  return (
    <CaseSection
      id="case-requests"
      title="What we need from you"
      intro={
        open.length > 0
          ? 'Your attorney or our team asked for these documents. Send each one with its button: a file from your computer or phone, or a photo of the paper.'
          : undefined
      }
    >
      <div ref={thanksRef} tabIndex={-1} className="focus:outline-none">
        <FormNotice
          tone="success"
          title={thanks ? 'Thank you' : null}
          message={thanks}
          onDismiss={thanks ? () => setThanks(null) : undefined}
        />
      </div>
      {open.length === 0 ? (
        <p className="text-ink-700">{NOTHING_NEEDED_MESSAGE}</p>
      ) : (
        <ul className="space-y-4" aria-label="Open requests">
          {open.map((request) => (
            <OpenRequestItem
              key={request.id}
              userId={userId}
              caseId={caseId}
              request={request}
              today={today}
              onUploaded={uploaded}
            />
          ))}
        </ul>
      )}
      <AnsweredRequests requests={ordered.filter((request) => request.status !== 'open')} />
    </CaseSection>
  );
}
