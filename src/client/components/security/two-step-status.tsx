import { Trans } from '@lingui/react/macro';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { TwoStepStatus } from '@shared/contracts/two-step';
import { cn } from '@client/lib/cn';
import { AUTHENTICATOR_APPS } from './authenticator-apps';

/** What answers the second step, in the words of the status line. */
function SecondStepWords({ enabled, totpEnabled, passkeys }: TwoStepStatus) {
  if (!enabled) return <Trans>You sign in with your password alone.</Trans>;
  if (passkeys.length === 0) {
    return <Trans>You sign in with your password and a code from your authenticator app.</Trans>;
  }
  return totpEnabled ? (
    <Trans>
      You sign in with your password and then a code from your authenticator app or one of your
      passkeys.
    </Trans>
  ) : (
    <Trans>You sign in with your password and then one of your passkeys.</Trans>
  );
}

/** Said with words and an icon, never by colour alone. */
export function TwoStepStatusLine({ status }: { status: TwoStepStatus }) {
  const Icon = status.enabled ? ShieldCheck : ShieldOff;
  return (
    <p
      className={cn(
        'flex items-start gap-3 rounded-xl border-2 p-4 text-lg',
        status.enabled
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-ink-300 bg-ink-50 text-ink-900',
      )}
    >
      <Icon aria-hidden="true" className="mt-1 h-6 w-6 shrink-0" />
      <span>
        <strong>
          {status.enabled ? (
            <Trans>Two-step sign-in is on.</Trans>
          ) : (
            <Trans>Two-step sign-in is off.</Trans>
          )}
        </strong>{' '}
        <SecondStepWords {...status} />
      </span>
    </p>
  );
}

/** For people who have never used an authenticator app: what it is and where to get one. */
export function AuthenticatorHelp() {
  const [first, second] = AUTHENTICATOR_APPS;
  return (
    <div className="space-y-2 rounded-xl bg-brand-50 p-4 text-ink-900">
      <p className="font-semibold">
        <Trans>New to authenticator apps?</Trans>
      </p>
      <p>
        <Trans>
          An authenticator app is a free app for your phone. Once it is set up, it shows a new
          6-digit code every 30 seconds. When you sign in, you type your password and then the code
          the app shows. Someone who learns your password still cannot get in without your phone.
        </Trans>
      </p>
      <p>
        <Trans>
          Two free apps that work on iPhone and Android are <strong>{first}</strong> and{' '}
          <strong>{second}</strong>. Setting it up takes about two minutes.
        </Trans>
      </p>
    </div>
  );
}
