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

const OLD_CODES_STOP = 'Your old recovery codes will stop working.';

/** Making new recovery codes: proof of the second step first, as at sign-in. */
export function RenewCodesPanel({
  id,
  withApp,
  busy,
  problem,
  onAnswer,
  onCancel,
}: RenewCodesPanelProps) {
  const cancel = (
    <Button variant="outline" onClick={onCancel}>
      Cancel
    </Button>
  );
  if (withApp) {
    return (
      <OneCodeForm
        id={id}
        label="6-digit code from your app"
        hint={`To make new recovery codes, type the code your app shows now. ${OLD_CODES_STOP}`}
        submitLabel="Make new codes"
        busyLabel="Making new codes..."
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
        To make new recovery codes, confirm with one of your passkeys. {OLD_CODES_STOP}
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
          {busy ? 'Waiting for your device...' : 'Confirm with my passkey'}
        </Button>
        {cancel}
      </div>
    </div>
  );
}
