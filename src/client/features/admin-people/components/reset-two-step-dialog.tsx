import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@client/lib/toast';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { useResetTwoStep, type ResettableKind } from '../api/two-step-reset';

/** Whose two-step sign-in is about to be reset. */
export interface PendingTwoStepReset {
  kind: ResettableKind;
  id: string;
  /** How the person or firm is named on screen. */
  name: string;
}

/**
 * The confirmation before resetting someone's two-step sign-in, for a person who lost their
 * phone and their recovery codes. It says what happens; a refusal stays in the dialog.
 */
export function ResetTwoStepDialog({
  pending,
  onClose,
}: {
  pending: PendingTwoStepReset | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const reset = useResetTwoStep();
  const close = () => {
    reset.reset();
    onClose();
  };
  if (!pending) return null;
  const name = pending.name;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t`Reset two-step sign-in of ${name}?`}
      confirmLabel={t`Reset two-step sign-in`}
      busyLabel={t`Resetting...`}
      busy={reset.isPending}
      error={reset.error?.message ?? null}
      destructive
      onConfirm={() =>
        reset.mutate(pending, {
          onSuccess: ({ message }) => {
            toast.success(t`Two-Step Sign-In Reset`, { description: message });
            close();
          },
        })
      }
    >
      <p>
        <Trans>
          Do this only when you are sure you are helping the real {name}, for example after a call
          to a number you already had. Their authenticator app and recovery codes stop working, they
          are signed out everywhere, and we e-mail them. They then sign in with their password and
          set two-step sign-in up again.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
