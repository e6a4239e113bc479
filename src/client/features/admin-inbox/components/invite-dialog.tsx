import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { INTAKE_INVITE_LIFETIME_DAYS, type IntakeItem } from '@shared/contracts/admin-inbox';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { announce, type Notice } from '@client/lib/announce';
import { formatDateTime } from '@client/lib/format-date';
import { useInviteToRegister } from '../api/invite-to-register';
import { fullName } from './inbox-item-card';

export const INVITATION_SENT_TITLE = msg`Invitation sent`;

/**
 * Asks before e-mailing the author of an intake request a link to create an account, saying
 * what they will get and, when they were invited before, that the new link replaces the old.
 * A refusal (they already have an account) stays in the dialog.
 */
export function InviteDialog({
  item,
  onClose,
  onInvited,
}: {
  /** The request whose author is invited; null while the dialog is closed. */
  item: IntakeItem | null;
  onClose: () => void;
  onInvited: (item: IntakeItem, notice: Notice) => void;
}) {
  const { t, i18n } = useLingui();
  const invite = useInviteToRegister();
  const close = () => {
    invite.reset();
    onClose();
  };
  const send = (request: IntakeItem) => {
    if (invite.isPending) return;
    invite.mutate(request.id, {
      onSuccess: (invited) => {
        const invitedEmail = invited.email;
        const notice = announce({
          tone: 'success',
          title: i18n._(INVITATION_SENT_TITLE),
          message: t`We have e-mailed ${invitedEmail} a link to create an account.`,
        });
        invite.reset();
        onInvited(invited, notice);
      },
    });
  };
  const name = item ? fullName(item) : '';
  const email = item?.email ?? '';
  const days = INTAKE_INVITE_LIFETIME_DAYS;
  const invitedOn = item?.invitedAt ? formatDateTime(item.invitedAt) : '';
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={item ? t`Invite ${name} to create an account?` : t`Invite`}
    >
      {item ? (
        <div className="space-y-5">
          <div className="space-y-3 text-lg text-ink-900">
            <p>
              <Trans>
                We will e-mail <strong className="[overflow-wrap:anywhere]">{email}</strong> a link
                to create an account. The sign-up form will already have their name and e-mail
                address from this request. The link works once, for {days} days.
              </Trans>
            </p>
            {item.invitedAt ? (
              <p>
                <Trans>
                  You already invited them on {invitedOn}. The new link replaces that one, which
                  will stop working.
                </Trans>
              </p>
            ) : null}
          </div>
          <FormNotice
            tone="error"
            title={invite.error ? t`The invitation was not sent.` : undefined}
            message={invite.error?.message ?? null}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" size="lg" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              size="lg"
              aria-disabled={invite.isPending || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-80"
              onClick={() => send(item)}
            >
              <Mail aria-hidden="true" className="h-5 w-5" />
              {invite.isPending ? t`Sending…` : t`Send the invitation`}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
