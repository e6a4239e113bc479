import { Trans } from '@lingui/react/macro';
import { CircleSlash } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { Button } from '@client/components/ui/button';
import { useStableId } from '@client/lib/stable-id';

export interface CancelRequestQuestionProps {
  request: DocumentRequest;
  /** The id the Cancel request button points to while the question shows. */
  id: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/** "Cancel the request …?", asked before a request is withdrawn; it takes the focus when shown. */
export function CancelRequestQuestion({
  request,
  id,
  busy,
  onConfirm,
  onKeep,
}: CancelRequestQuestionProps) {
  const questionId = useStableId();
  const title = request.title;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      id={id}
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={questionId}
      className="space-y-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
    >
      <p id={questionId} className="text-lg font-semibold text-ink-900 [overflow-wrap:anywhere]">
        <Trans>Cancel the request “{title}”?</Trans>
      </p>
      <p className="text-ink-700">
        <Trans>
          The client will no longer be asked for this document. To ask again later, send a new
          request.
        </Trans>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button aria-disabled={busy || undefined} onClick={() => (busy ? undefined : onConfirm())}>
          <CircleSlash aria-hidden="true" className="h-5 w-5" />
          {busy ? <Trans>Cancelling…</Trans> : <Trans>Yes, cancel the request</Trans>}
        </Button>
        <Button variant="outline" onClick={onKeep}>
          <Trans>Keep the request</Trans>
        </Button>
      </div>
    </div>
  );
}
