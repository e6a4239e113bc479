import { Trans, useLingui } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { OneCodeForm } from './one-code-form';
import type { RenewAnswer } from './two-step-calls';

export interface RenewCodesPanelProps {
  id: string;
  /** With the app, a current code; with passkeys alone, one of them confirms it. */
  withApp: boolean;
  busy: boolean;
  problem: string | null;
  onAnswer: (answer: RenewAnswer) => void;
  onCancel: () => void;
}

/** Making new recovery codes: proof of the second step first, as at sign-in. */
export function RenewCodesPanel({
  id,
  withApp,
  busy,
  problem,
  onAnswer,
  onCancel,
}: RenewCodesPanelProps) {
  const { t } = useLingui();
  const cancel = (
    <Button variant="outline" onClick={onCancel}>
      <Trans>Cancel</Trans>
    </Button>
  );
  if (withApp) {
    return (
      <OneCodeForm
        id={id}
        label={t`6-digit code from your app`}
        hint={t`To make new recovery codes, type the code your app shows now. Your old recovery codes will stop working.`}
        submitLabel={t`Make new codes`}
        busyLabel={t`Making new codes...`}
        busy={busy}
        problem={problem}
        onCode={(code) => onAnswer({ code })}
        autoFocus
      >
        {cancel}
      </OneCodeForm>
    );
  }
  return (
    <div className="space-y-4" aria-busy={busy || undefined}>
      <p className="text-ink-700">
        <Trans>
          To make new recovery codes, confirm with one of your passkeys. Your old recovery codes
          will stop working.
        </Trans>
      </p>
      <FormNotice tone="error" id={`${id}-failure`} message={problem} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onAnswer('passkey');
          }}
        >
          <Fingerprint aria-hidden="true" className="h-5 w-5" />
          {busy ? t`Waiting for your device...` : t`Confirm with my passkey`}
        </Button>
        {cancel}
      </div>
    </div>
  );
}
