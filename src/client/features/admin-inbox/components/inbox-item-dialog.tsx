import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { InboxKind, IntakeItem } from '@shared/contracts/admin-inbox';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import type { Notice } from '@client/lib/announce';
import type { InboxItem } from '../api/get-inbox';
import { fullName } from './inbox-item-card';
import { inboxKindTabs } from './inbox-labels';
import { InboxItemDetails } from './inbox-item-details';
import { ItemChangeForm } from './item-change-form';

/** Once the person has an account there is nothing left to invite them to. */
function InviteAction({ item, onInvite }: { item: IntakeItem; onInvite: () => void }) {
  const { t } = useLingui();
  if (item.client) return null;
  return (
    <Button variant="outline" onClick={onInvite}>
      <Mail aria-hidden="true" className="h-5 w-5" />
      {item.invitedAt ? t`Send a new invitation` : t`Invite to create an account`}
    </Button>
  );
}

export interface InboxItemDialogProps {
  kind: InboxKind;
  /** The item shown, as last saved; null while the dialog is closed. */
  item: InboxItem | null;
  onClose: () => void;
  onSaved: (item: InboxItem) => void;
  /** The outcome of the last action on this item, kept in view behind the toast. */
  notice: Notice | null;
  onNotice: (notice: Notice) => void;
  onInvite: (item: IntakeItem) => void;
}

function DialogBody({
  kind,
  item,
  onClose,
  onSaved,
  notice,
  onNotice,
  onInvite,
}: InboxItemDialogProps & { item: InboxItem }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  // The outcome is where keyboard and screen-reader users are taken after an action.
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
      <InboxItemDetails item={item} />
      <ItemChangeForm kind={kind} item={item} onSaved={onSaved} onNotice={onNotice} />
      <div className="flex flex-col-reverse gap-3 border-t border-ink-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {'situation' in item ? <InviteAction item={item} onInvite={() => onInvite(item)} /> : null}
      </div>
    </div>
  );
}

/** One intake request or contact message in full, with its status, note and invitation. */
export function InboxItemDialog(props: InboxItemDialogProps) {
  const { kind, item, onClose } = props;
  const { t, i18n } = useLingui();
  const name = item ? fullName(item) : '';
  let title = i18n._(inboxKindTabs[kind]);
  if (item) title = kind === 'intake' ? t`Request from ${name}` : t`Message from ${name}`;
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      className="max-w-3xl"
    >
      {item ? <DialogBody key={item.id} {...props} item={item} /> : null}
    </Modal>
  );
}
