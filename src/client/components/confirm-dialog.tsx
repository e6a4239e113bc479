import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal (e.g. the last-administrator rule), shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  /** Red for changes that lock someone out. */
  destructive?: boolean;
}

/** Asks before a change (to an account, a session), and shows why it was refused if it was. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  destructive = false,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <div className="space-y-5">
        <div className="space-y-3 text-lg text-ink-800">{children}</div>
        {/* The alert region stays, so a refusal is announced; its words only with a refusal. */}
        <FormNotice
          tone="error"
          title={error ? t`This change was not made.` : null}
          message={error}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            size="lg"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
