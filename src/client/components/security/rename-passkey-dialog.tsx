import { Trans, useLingui } from '@lingui/react/macro';
import type { Passkey } from '@shared/contracts/two-step';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { useRenamePasskey } from './passkey-calls';
import { PasskeyNameForm } from './passkey-name-form';
import type { SecurityEndpoint } from './security-endpoint';

/** A new name for one passkey; the dialog stays open with the reason when it is refused. */
export function RenamePasskeyDialog({
  endpoint,
  passkey,
  onClose,
  onRenamed,
}: {
  endpoint: SecurityEndpoint;
  /** The passkey being renamed; null keeps the dialog closed. */
  passkey: Passkey | null;
  onClose: () => void;
  onRenamed: (passkey: Passkey) => void;
}) {
  const { t } = useLingui();
  const rename = useRenamePasskey(endpoint);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    if (rename.isPending) return;
    setProblem(null);
    onClose();
  }

  return (
    <Modal
      open={passkey !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t`Rename passkey`}
    >
      {passkey ? (
        <PasskeyNameForm
          key={passkey.id}
          id="rename-passkey-name"
          label={t`New name`}
          initialName={passkey.name}
          submitLabel={t`Save name`}
          busyLabel={t`Saving...`}
          busy={rename.isPending}
          problem={problem}
          problemTitle={t`The name was not changed.`}
          autoFocus
          onName={(name) => {
            setProblem(null);
            rename.mutate(
              { id: passkey.id, name },
              {
                onSuccess: (renamed) => {
                  onRenamed(renamed);
                  onClose();
                },
                onError: (error) => setProblem(error.message || t`Please try again.`),
              },
            );
          }}
        >
          <Button variant="outline" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
        </PasskeyNameForm>
      ) : null}
    </Modal>
  );
}
