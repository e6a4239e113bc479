import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import type { Notice } from '@client/lib/announce';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is deleted, as people know it (an article's title, a category's name). */
  name: string;
  /** The confirming button's words, such as "Delete article". */
  confirmLabel: string;
  onConfirm: () => void;
  busy: boolean;
  /** Why deleting failed; the dialog stays open so it can be read. */
  problem: Notice | null;
  children?: ReactNode;
}

/** "Delete “Name”? This cannot be undone." Nothing is deleted without this second step. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  name,
  confirmLabel,
  onConfirm,
  busy,
  problem,
  children,
}: ConfirmDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Delete “${name}”?`}
      description={t`This cannot be undone.`}
    >
      <div className="space-y-5">
        {children}
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message} />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-80"
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="h-5 w-5" />
            )}
            {busy ? t`Deleting…` : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
