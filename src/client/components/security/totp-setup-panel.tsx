import type { TotpSetupResponse } from '@shared/contracts/two-step';
import { Button } from '@client/components/ui/button';
import { AUTHENTICATOR_APPS_EXAMPLE } from './authenticator-apps';
import { OneCodeForm } from './one-code-form';
import { QrCodeImage } from './qr-code-image';
import { StepHeading } from './step-heading';

/** The secret in groups of four, easier to read and type ("ABCD EFGH …"); apps ignore spaces. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  );
}

export interface TotpSetupPanelProps {
  id: string;
  setup: TotpSetupResponse;
  busy: boolean;
  /** Why the code did not turn it on (a wrong code, say). */
  problem: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

const stepTitle = 'text-lg font-bold text-ink-900';

/**
 * Issue 17 §1 enrolment, in three plain steps: get an app, add the account (QR code, or the key
 * typed by hand), and type the first code to turn two-step sign-in on.
 */
export function TotpSetupPanel({
  id,
  setup,
  busy,
  problem,
  onConfirm,
  onCancel,
}: TotpSetupPanelProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <StepHeading id={`${id}-title`}>Set up your authenticator app</StepHeading>
      <ol className="space-y-6">
        <li className="space-y-2">
          <h4 className={stepTitle}>Step 1: Get an app</h4>
          <p className="text-ink-700">
            Install a free authenticator app on your phone from the App Store or Google Play, for
            example {AUTHENTICATOR_APPS_EXAMPLE}. If you already have one, use it.
          </p>
        </li>
        <li className="space-y-3">
          <h4 className={stepTitle}>Step 2: Add your account to the app</h4>
          <p className="text-ink-700">
            In the app, choose to add an account (often a “+” button), then point your phone’s
            camera at this square code.
          </p>
          <QrCodeImage
            text={setup.otpauthUrl}
            alt="QR code for your authenticator app. If you cannot scan it, type the setup key shown under it."
          />
          <p className="text-ink-700">
            Cannot scan it? Choose “Enter a setup key” in the app and type this key:
          </p>
          <p
            id={`${id}-secret`}
            className="inline-block rounded-lg bg-ink-100 px-3 py-2 font-mono text-lg tracking-wide break-all text-ink-900"
          >
            {groupSecret(setup.secret)}
          </p>
        </li>
        <li className="space-y-3">
          <h4 className={stepTitle}>Step 3: Type the code the app shows</h4>
          <OneCodeForm
            id={`${id}-code`}
            label="6-digit code from the app"
            hint="The app now shows a 6-digit code for this account. It changes every 30 seconds; type the one you see."
            submitLabel="Turn on two-step sign-in"
            busyLabel="Checking the code..."
            busy={busy}
            problem={problem}
            onCode={onConfirm}
          >
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </OneCodeForm>
        </li>
      </ol>
    </section>
  );
}
