import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/lib/paths';

/** Shown in place of the cases when the partner's session ends during the visit. */
export function SignedOutNotice() {
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold text-ink-900">
        <Trans>You are signed out</Trans>
      </h2>
      <p className="text-lg text-ink-700">
        <Trans>
          Your partner session has ended. Please sign in again to see your assigned cases.
        </Trans>
      </p>
      <Link
        to={paths.partnerLogin.getHref()}
        className={buttonClassName('primary', 'lg', 'no-underline')}
      >
        <LogIn aria-hidden="true" className="h-5 w-5" />
        <Trans>Partner Sign In</Trans>
      </Link>
    </Card>
  );
}
