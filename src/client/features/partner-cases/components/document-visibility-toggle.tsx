import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { useSetDocumentVisibility } from '../api/set-document-visibility';
import { isSessionEnded } from '../api/partner-case-request';
import { useStableId } from '@client/lib/stable-id';

export interface DocumentVisibilityToggleProps {
  partnerId: string;
  caseId: string;
  document: CaseDocumentView;
}

type Notice = { tone: 'success' | 'error'; title?: string; message: string };

/**
 * Shows a document to the client, after a confirmation (the client cannot un-see it), or
 * makes it private again at once.
 */
export function DocumentVisibilityToggle({
  partnerId,
  caseId,
  document,
}: DocumentVisibilityToggleProps) {
  const { t } = useLingui();
  const fileName = document.fileName;
  const mutation = useSetDocumentVisibility(partnerId, caseId, document.id);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const questionId = useStableId();
  const toggleId = useStableId();
  const confirmBoxId = useStableId();
  const confirmBox = useRef<HTMLDivElement>(null);
  const busy = mutation.isPending;
  const toggleLabel =
    busy && !confirming
      ? t`Saving…`
      : document.isPublic
        ? t`Make Private`
        : t`Make Visible to Client`;

  useEffect(() => {
    // The question gets the focus, so it is read out and the answer is a Tab away.
    if (confirming) confirmBox.current?.focus();
  }, [confirming]);

  function change(isPublic: boolean) {
    if (busy) return;
    setNotice(null);
    mutation.mutate(
      { isPublic },
      {
        onSuccess: () => {
          // The question's buttons go away; the focus returns to the switch.
          setConfirming(false);
          window.document.getElementById(toggleId)?.focus();
          setNotice({
            tone: 'success',
            message: isPublic
              ? t`This document is now visible to the client.`
              : t`This document is now private.`,
          });
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          setNotice({
            tone: 'error',
            title: t`We could not change who can see this document`,
            message: error.message,
          });
        },
      },
    );
  }

  function cancel() {
    setConfirming(false);
    window.document.getElementById(toggleId)?.focus();
  }

  return (
    <div className="space-y-3">
      <Button
        id={toggleId}
        variant="ghost"
        aria-disabled={busy || undefined}
        aria-expanded={document.isPublic ? undefined : confirming}
        aria-controls={confirming ? confirmBoxId : undefined}
        aria-label={`${toggleLabel} ${fileName}`}
        onClick={() => (document.isPublic ? change(false) : setConfirming(true))}
      >
        {document.isPublic ? (
          <Lock aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Eye aria-hidden="true" className="h-5 w-5" />
        )}
        {toggleLabel}
      </Button>
      {confirming ? (
        <div
          id={confirmBoxId}
          ref={confirmBox}
          tabIndex={-1}
          role="group"
          aria-labelledby={questionId}
          className="space-y-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
        >
          <p id={questionId} className="text-lg font-semibold text-ink-900">
            <Trans>Make “{fileName}” visible to the client?</Trans>
          </p>
          <p className="text-ink-700">
            <Trans>
              The client will be able to see and download this document from their dashboard. You
              can make it private again later, but they may already have downloaded it.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button aria-disabled={busy || undefined} onClick={() => change(true)}>
              <Eye aria-hidden="true" className="h-5 w-5" />
              {busy ? t`Saving…` : t`Yes, make it visible`}
            </Button>
            <Button variant="outline" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      {notice ? (
        <FormNotice
          tone={notice.tone}
          title={notice.title}
          message={notice.message}
          className="p-3"
        />
      ) : null}
    </div>
  );
}
