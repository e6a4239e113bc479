import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Mail, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ApplicationDetail } from '@shared/contracts/admin-partners';
import { FormNotice } from '@client/components/form-status';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { announce, announceFailure, type Notice } from '@client/lib/announce';
import { useApplication } from '../api/get-application';
import { useInvitePartner } from '../api/invite-partner';
import { ApplicationDetails } from './application-details';

export const INVITE_FAILED = msg`Failed to send the link`;

/** A verified partner who has not set a password yet may need a fresh link. */
function needsNewLink(application: ApplicationDetail): boolean {
  const { partner } = application;
  return partner.verificationStatus === 'verified' && partner.isActive && !partner.hasPassword;
}

function Actions({
  application,
  onApprove,
  onReject,
  onNotice,
}: {
  application: ApplicationDetail;
  onApprove: () => void;
  onReject: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t, i18n } = useLingui();
  const invite = useInvitePartner();
  if (application.status === 'submitted') {
    return (
      <>
        <Button onClick={onApprove}>
          <Check aria-hidden="true" className="h-5 w-5" />
          <Trans>Approve</Trans>
        </Button>
        <Button variant="danger-outline" onClick={onReject}>
          <X aria-hidden="true" className="h-5 w-5" />
          <Trans>Reject</Trans>
        </Button>
      </>
    );
  }
  if (!needsNewLink(application)) return null;
  return (
    <Button
      variant="outline"
      aria-disabled={invite.isPending || undefined}
      className="aria-disabled:cursor-wait aria-disabled:opacity-80"
      onClick={() => {
        if (invite.isPending) return;
        invite.mutate(application.partnerId, {
          onSuccess: ({ message }) =>
            onNotice(announce({ tone: 'success', title: t`Link sent`, message })),
          onError: (error) => onNotice(announceFailure(i18n._(INVITE_FAILED), error)),
        });
      }}
    >
      <Mail aria-hidden="true" className="h-5 w-5" />
      {invite.isPending ? t`Sending…` : t`Send a new set-password link`}
    </Button>
  );
}

export interface ApplicationDetailsDialogProps {
  /** The application to show ({id, companyName} from the list), or null when closed. */
  selected: { id: string; companyName: string } | null;
  onClose: () => void;
  /** The outcome of the last action on this application, kept in view. */
  notice: Notice | null;
  onNotice: (notice: Notice) => void;
  onApprove: (application: ApplicationDetail) => void;
  onReject: (application: ApplicationDetail) => void;
}

function DialogBody({
  id,
  notice,
  onNotice,
  onApprove,
  onReject,
  onClose,
}: Omit<ApplicationDetailsDialogProps, 'selected'> & { id: string }) {
  const { t } = useLingui();
  const detail = useApplication(id);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The button that was pressed may be gone (Approve after approving): the focus moves to
  // what happened, so keyboard and screen-reader users are not left on the page behind.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <div className="space-y-6">
      <div ref={noticeRef} tabIndex={-1} className="rounded-xl focus:outline-none">
        {notice ? (
          <FormNotice tone={notice.tone} title={notice.title} message={notice.message} />
        ) : null}
      </div>
      {detail.isSuccess ? (
        <ApplicationDetails application={detail.data} />
      ) : (
        <QueryStatus
          query={detail}
          loadingLabel={t`Loading the application`}
          failedTitle={t`We could not load this application.`}
          className="py-6"
        />
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-ink-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {detail.data ? (
          <Actions
            application={detail.data}
            onApprove={() => onApprove(detail.data)}
            onReject={() => onReject(detail.data)}
            onNotice={onNotice}
          />
        ) : null}
      </div>
    </div>
  );
}

/** One application in full, with Approve and Reject while it waits, or a new invite link. */
export function ApplicationDetailsDialog({ selected, ...props }: ApplicationDetailsDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={selected !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={selected ? selected.companyName : t`Application`}
      className="max-w-3xl"
    >
      {selected ? <DialogBody id={selected.id} {...props} /> : null}
    </Modal>
  );
}
