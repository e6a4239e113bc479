import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DonePanel } from '@client/components/done-panel';
import { FormNotice } from '@client/components/form-status';
import { LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { clearSignIn } from '@client/lib/auth-storage';
import { paths } from '@client/lib/paths';
import { confirmEmail } from '../api/account-calls';

type Outcome =
  { kind: 'confirming' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * Uses the e-mail change link once (a page reload would otherwise spend it again and show an
 * error) and says how it went. A link without a token fails at once, without a call.
 */
export function ConfirmEmailResult({ token }: { token: string | null }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? { kind: 'confirming' }
      : {
          kind: 'failed',
          // The words of EMAIL_LINK_INVALID_MESSAGE (@shared/contracts/account).
          message: t`This confirmation link is invalid, has already been used or has expired. Please sign in and ask for a new one in your account settings.`,
        },
  );
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    confirmEmail({ token }).then(
      ({ message }) => {
        // The server ended every session of the account; forget this device's one too.
        clearSignIn('client');
        setOutcome({ kind: 'done', message });
      },
      (error: Error) => setOutcome({ kind: 'failed', message: error.message }),
    );
  }, [token]);

  if (outcome.kind === 'confirming') {
    return <LoadingMessage label={t`Confirming your new e-mail address`} />;
  }
  if (outcome.kind === 'failed') {
    return (
      <FormNotice
        tone="error"
        title={t`We could not confirm your new e-mail address`}
        message={outcome.message}
      >
        <p className="mt-3">
          <Trans>
            <Link to={paths.accountSettings.getHref()} className="font-semibold underline">
              Go to your account settings
            </Link>{' '}
            to ask for a new link.
          </Trans>
        </p>
      </FormNotice>
    );
  }
  return (
    <DonePanel title={t`Your e-mail address has been changed`}>
      <p className="text-lg text-ink-700">{outcome.message}</p>
      <Button asChild size="lg" className="no-underline">
        <Link to={paths.auth.getHref()}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          <Trans>Sign in with your new address</Trans>
        </Link>
      </Button>
    </DonePanel>
  );
}
