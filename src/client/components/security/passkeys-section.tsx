import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { toast } from '@client/lib/toast';
import {
  PASSKEY_LIMIT,
  PASSKEY_LIMIT_MESSAGE,
  type Passkey,
  type TwoStepStatus,
} from '@shared/contracts/two-step';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { QueryStatus } from '@client/components/load-status';
import { PasskeyItem } from './passkey-item';
import { PasskeyNameForm } from './passkey-name-form';
import { useAddPasskey, useRemovePasskey } from './passkey-calls';
import { browserHasPasskeys, PASSKEY_UNSUPPORTED } from './passkey-ceremony';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { SecurityCard } from './security-card';
import type { SecurityEndpoint } from './security-endpoint';
import { useTwoStepStatus } from './two-step-calls';

const ID = 'passkeys';
/* eslint-disable lingui/no-unlocalized-strings -- element ids */
const CODES_ID = `${ID}-codes`;
const NEW_NAME_ID = `${ID}-new-name`;
/* eslint-enable lingui/no-unlocalized-strings */

/** Removing the one passkey of an account without an authenticator app turns two-step off. */
const isLastWay = ({ totpEnabled, passkeys }: TwoStepStatus) =>
  !totpEnabled && passkeys.length === 1;

function RemoveWarning({ name }: { name: string }) {
  return <Trans>“{name}” will no longer sign you in.</Trans>;
}

/** After the first passkey: the recovery codes, shown once. */
type Stage = { name: 'list' } | { name: 'codes'; codes: string[] };

/**
 * Issue 17 §2 and §4: one's own passkeys. Add several (each under a name), rename and remove
 * them. A passkey answers the second step of sign-in instead of a code; the first one turns
 * two-step sign-in on and hands out recovery codes, as an authenticator app does.
 */
export function PasskeysSection({ endpoint }: { endpoint: SecurityEndpoint }) {
  const { t, i18n } = useLingui();
  const status = useTwoStepStatus(endpoint);
  const add = useAddPasskey(endpoint);
  const remove = useRemovePasskey(endpoint);
  const [stage, setStage] = useState<Stage>({ name: 'list' });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  // A new form after each passkey added, so the name box starts empty.
  const [formKey, setFormKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  function finished(message: string) {
    setProblem(null);
    setDone(message);
    toast.success(message);
  }

  function addNamed(name: string) {
    setProblem(null);
    setDone(null);
    add.mutate(
      { name },
      {
        onSuccess: ({ passkey, recoveryCodes }) => {
          setFormKey((key) => key + 1);
          const added = passkey.name;
          finished(t`Passkey “${added}” added. Next time you sign in, you can use it.`);
          if (recoveryCodes) setStage({ name: 'codes', codes: recoveryCodes });
        },
        onError: (error) => setProblem(error.message || t`Please try again.`),
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    setRemoveProblem(null);
    const removed = removing.name;
    remove.mutate(removing.id, {
      onSuccess: () => {
        finished(t`Passkey “${removed}” removed.`);
        setRemoving(null);
      },
      onError: (error) => setRemoveProblem(error.message || t`Please try again.`),
    });
  }

  let body;
  if (!status.isSuccess) {
    body = (
      <QueryStatus
        query={status}
        loadingLabel={t`Loading your passkeys`}
        failedTitle={t`We could not load your passkeys.`}
      />
    );
  } else if (stage.name === 'codes') {
    body = (
      <RecoveryCodesPanel
        id={CODES_ID}
        codes={stage.codes}
        renewed={false}
        onDone={() => {
          setStage({ name: 'list' });
          requestAnimationFrame(() => heading.current?.focus());
        }}
      />
    );
  } else {
    const passkeys = status.data.passkeys;
    body = (
      <>
        {passkeys.length === 0 ? (
          <p className="text-ink-700">
            <Trans>You have not added a passkey yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Your passkeys`} className="divide-y divide-ink-200">
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                onRename={setRenaming}
                onRemove={(one) => {
                  setRemoveProblem(null);
                  setRemoving(one);
                }}
              />
            ))}
          </ul>
        )}
        {!browserHasPasskeys() ? (
          <p className="text-ink-700">{i18n._(PASSKEY_UNSUPPORTED)}</p>
        ) : passkeys.length >= PASSKEY_LIMIT ? (
          <p className="text-ink-700">{i18n._(PASSKEY_LIMIT_MESSAGE)}</p>
        ) : (
          <PasskeyNameForm
            key={formKey}
            id={NEW_NAME_ID}
            label={t`Name for a new passkey`}
            submitLabel={t`Add a passkey`}
            busyLabel={t`Waiting for your device...`}
            busy={add.isPending}
            problem={problem}
            problemTitle={t`No passkey was added.`}
            onName={addNamed}
          />
        )}
      </>
    );
  }

  return (
    <SecurityCard
      id={ID}
      title={t`Passkeys`}
      intro={t`A passkey is the second check without a code to type: you confirm with your fingerprint, your face, your device’s screen lock or a security key. It works only on this website, so a fake website cannot trick you into giving it away.`}
      done={done}
      onDismissDone={() => setDone(null)}
      headingRef={heading}
      dialogs={
        <>
          <RenamePasskeyDialog
            endpoint={endpoint}
            passkey={renaming}
            onClose={() => setRenaming(null)}
            onRenamed={(passkey) => {
              const renamed = passkey.name;
              finished(t`Passkey renamed to “${renamed}”.`);
            }}
          />
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open && !remove.isPending) setRemoving(null);
            }}
            title={t`Remove this passkey?`}
            confirmLabel={t`Remove passkey`}
            busyLabel={t`Removing...`}
            busy={remove.isPending}
            error={removeProblem}
            onConfirm={confirmRemove}
            destructive
          >
            {removing ? (
              <p>
                <RemoveWarning name={removing.name} />{' '}
                {status.data && isLastWay(status.data) ? (
                  <Trans>
                    It is your only way to answer the second step, so two-step sign-in turns off and
                    your recovery codes stop working.
                  </Trans>
                ) : (
                  <Trans>You can still answer the second step of sign-in in your other ways.</Trans>
                )}
              </p>
            ) : null}
          </ConfirmDialog>
        </>
      }
    >
      {body}
    </SecurityCard>
  );
}
