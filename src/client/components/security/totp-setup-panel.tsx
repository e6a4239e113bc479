import { Trans, useLingui } from '@lingui/react/macro';
import type { TotpSetupResponse } from '@shared/contracts/two-step';
import { Button } from '@client/components/ui/button';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { authenticatorAppsExample } from './authenticator-apps';
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

// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
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
  const { t } = useLingui();
  const apps = authenticatorAppsExample(useIntlLocale());
  /* eslint-disable lingui/no-unlocalized-strings -- element ids */
  const titleId = `${id}-title`;
  const secretId = `${id}-secret`;
  const codeId = `${id}-code`;
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <StepHeading id={titleId}>
        <Trans>Set up your authenticator app</Trans>
      </StepHeading>
      <ol className="space-y-6">
        <li className="space-y-2">
          <h4 className={stepTitle}>
            <Trans>Step 1: Get an app</Trans>
          </h4>
          <p className="text-ink-700">
            <Trans>
              Install a free authenticator app on your phone from the App Store or Google Play, for
              example {apps}. If you already have one, use it.
            </Trans>
          </p>
        </li>
        <li className="space-y-3">
          <h4 className={stepTitle}>
            <Trans>Step 2: Add your account to the app</Trans>
          </h4>
          <p className="text-ink-700">
            <Trans>
              In the app, choose to add an account (often a “+” button), then point your phone’s
              camera at this square code.
            </Trans>
          </p>
          <QrCodeImage
            text={setup.otpauthUrl}
            alt={t`QR code for your authenticator app. If you cannot scan it, type the setup key shown under it.`}
          />
          <p className="text-ink-700">
            <Trans>Cannot scan it? Choose “Enter a setup key” in the app and type this key:</Trans>
          </p>
          <p
            id={secretId}
            className="inline-block rounded-lg bg-ink-100 px-3 py-2 font-mono text-lg tracking-wide break-all text-ink-900"
          >
            {groupSecret(setup.secret)}
          </p>
        </li>
        <li className="space-y-3">
          <h4 className={stepTitle}>
            <Trans>Step 3: Type the code the app shows</Trans>
          </h4>
          <OneCodeForm
            id={codeId}
            label={t`6-digit code from the app`}
            hint={t`The app now shows a 6-digit code for this account. It changes every 30 seconds; type the one you see.`}
            submitLabel={t`Turn on two-step sign-in`}
            busyLabel={t`Checking the code...`}
            busy={busy}
            problem={problem}
            onCode={onConfirm}
          >
            <Button variant="outline" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          </OneCodeForm>
        </li>
      </ol>
    </section>
  );
}
