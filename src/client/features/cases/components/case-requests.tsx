import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { FormNotice } from '@client/components/form-status';
import { formatLongDate, localDay } from '@client/lib/format-date';
import { CaseSection } from './case-section';
import { OpenRequestItem } from './open-request-item';
import { orderRequests } from '@client/components/case-collaboration/request-order';

export const NOTHING_NEEDED_MESSAGE = msg`Nothing is needed from you right now. If your attorney or our team needs a document, it will be listed here and we will e-mail you.`;

function AnsweredItem({ request }: { request: DocumentRequest }) {
  const title = request.title;
  return (
    <Trans>
      {title}: <AnsweredStatus request={request} />
    </Trans>
  );
}

function AnsweredStatus({ request }: { request: DocumentRequest }) {
  if (request.status !== 'fulfilled') return <Trans>no longer needed</Trans>;
  if (!request.fulfilledAt) return <Trans>received</Trans>;
  const date = formatLongDate(request.fulfilledAt);
  return <Trans>received on {date}</Trans>;
}

function AnsweredRequests({ requests }: { requests: DocumentRequest[] }) {
  const { t } = useLingui();
  if (requests.length === 0) return null;
  const count = requests.length;
  return (
    <details className="rounded-xl border border-ink-200 bg-ink-50 p-4">
      <summary className="cursor-pointer font-semibold text-ink-900">
        <Trans>Earlier requests ({count})</Trans>
      </summary>
      <ul className="mt-3 space-y-2" aria-label={t`Earlier requests`}>
        {requests.map((request) => (
          <li key={request.id} className="flex items-start gap-2 text-ink-900">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-800" />
            <span className="[overflow-wrap:anywhere]">
              <AnsweredItem request={request} />
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
  const { t, i18n } = useLingui();

  function uploaded(request: DocumentRequest, document: CaseDocumentView) {
    const fileName = document.fileName;
    const title = request.title;
    setThanks(t`${fileName} was added to your case for “${title}”.`);
    // The request leaves the list once the case is refetched; keep the reader's place.
    window.requestAnimationFrame(() => thanksRef.current?.focus());
  }

  return (
    <CaseSection
      id="case-requests"
      title={t`What we need from you`}
      intro={
        open.length > 0
          ? t`Your attorney or our team asked for these documents. Send each one with its button: a file from your computer or phone, or a photo of the paper.`
          : undefined
      }
    >
      <div ref={thanksRef} tabIndex={-1} className="focus:outline-none">
        <FormNotice
          tone="success"
          title={thanks ? t`Thank you` : null}
          message={thanks}
          onDismiss={thanks ? () => setThanks(null) : undefined}
        />
      </div>
      {open.length === 0 ? (
        <p className="text-ink-700">{i18n._(NOTHING_NEEDED_MESSAGE)}</p>
      ) : (
        <ul className="space-y-4" aria-label={t`Open requests`}>
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
