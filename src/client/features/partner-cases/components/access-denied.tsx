import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** Requirements §2: what a visitor who is not signed in as a partner sees, and the way in. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-16 text-center sm:px-6">
      <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
      <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
        <Trans>Access Denied</Trans>
      </h1>
      <p className="text-lg text-ink-700">
        <Trans>
          The partner dashboard is only for approved partner firms. Please sign in with your partner
          account to see the cases assigned to you. If you would like to become a partner, you can
          apply on the partner portal.
        </Trans>
      </p>
      <Link
        to={paths.partnerPortal.getHref()}
        className={buttonClassName('primary', 'lg', 'no-underline')}
      >
        <Trans>Go to Partner Portal</Trans>
      </Link>
      <p className="text-lg text-ink-700">
        <Trans>
          Already a partner?{' '}
          <Link
            to={paths.partnerLogin.getHref()}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            Partner Sign In
          </Link>
        </Trans>
      </p>
    </div>
  );
}
