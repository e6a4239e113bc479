import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { StatusChange } from '../api/status-change';

/** Whose account is about to change, and how. */
export interface PendingStatusChange {
  id: string;
  /** How the person or firm is named on screen. */
  name: string;
  change: StatusChange;
}

export interface StatusChangeDialogProps {
  pending: PendingStatusChange | null;
  onClose: () => void;
  /** Makes the change; rejects with the server's reason. */
  run: (pending: PendingStatusChange) => Promise<unknown>;
}

/**
 * The confirmation before deactivating or reactivating an account. It says plainly that a
 * deactivated person is signed out at once and cannot sign in; a refusal stays in the dialog.
 */
export function StatusChangeDialog({ pending, onClose, run }: StatusChangeDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  if (!pending) return null;
  const deactivating = pending.change === 'deactivate';
  const name = pending.name;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await run(pending);
      toast.success(deactivating ? t`Account Deactivated` : t`Account Reactivated`, {
        description: deactivating
          ? t`${name} has been signed out and cannot sign in.`
          : t`${name} can sign in again.`,
      });
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={deactivating ? t`Deactivate ${name}?` : t`Reactivate ${name}?`}
      confirmLabel={deactivating ? t`Deactivate` : t`Reactivate`}
      busyLabel={deactivating ? t`Deactivating...` : t`Reactivating...`}
      busy={busy}
      error={error}
      destructive={deactivating}
      onConfirm={() => void confirm()}
    >
      {deactivating ? (
        <p>
          <Trans>
            {name} will be signed out straight away and cannot sign in until the account is
            reactivated. Nothing is deleted.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>{name} will be able to sign in again.</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
