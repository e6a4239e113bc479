import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Handshake, House, LogIn, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import {
  clearAllSignIns,
  readSignedOutUserType,
  type SignedOutUserType,
} from '@client/lib/auth-storage';
import { paths } from '@client/lib/paths';

function userTypeFrom(value: string | null): SignedOutUserType | null {
  return value === 'client' || value === 'partner' || value === 'general' ? value : null;
}

const thanks: Record<SignedOutUserType, MessageDescriptor> = {
  client: msg`Thank you for using your client portal.`,
  partner: msg`Thank you for using the partner portal.`,
  general: msg`Thank you for visiting Timeshare Resolution Advocates.`,
};

/**
 * Requirements §2 Signed-out confirmation. On arrival every stored sign-in on this device is removed;
 * the user type comes from `?type=`, else the one stored at sign-out, else general.
 */
export function SignedOutNotice() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [storedType] = useState(readSignedOutUserType);
  const userType = userTypeFrom(searchParams.get('type')) ?? storedType ?? 'general';

  useEffect(() => {
    clearAllSignIns();
    // Nothing the signed-in person saw stays in this tab's memory either.
    queryClient.clear();
  }, [queryClient]);

  const buttonClass = buttonClassName('outline', 'lg', 'w-full no-underline');
  return (
    <div className="space-y-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100">
          <ShieldCheck aria-hidden="true" className="h-9 w-9 text-green-800" />
        </span>
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
          <Trans>You have been signed out</Trans>
        </h1>
        <p className="text-lg text-ink-700">{i18n._(thanks[userType])}</p>
      </div>
      <div className="space-y-3 rounded-xl bg-brand-50 p-5 text-ink-900">
        <p>
          <Trans>
            <strong>Your information is safe.</strong> Nothing you saved has been lost, and you can
            sign in again at any time.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are using a shared or public computer, please close the browser window to finish
            signing out completely.
          </Trans>
        </p>
      </div>
      <nav aria-label={t`Where to go next`} className="grid gap-3 sm:grid-cols-3">
        <Link
          to={paths.home.getHref()}
          className={buttonClassName('primary', 'lg', 'w-full no-underline')}
        >
          <House aria-hidden="true" className="h-5 w-5" />
          <Trans>Return to Home</Trans>
        </Link>
        <Link to={paths.auth.getHref()} className={buttonClass}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          <Trans>Sign In</Trans>
        </Link>
        {userType === 'partner' ? (
          <Link to={paths.partners.getHref()} className={buttonClass}>
            <Handshake aria-hidden="true" className="h-5 w-5" />
            <Trans>Partner Portal</Trans>
          </Link>
        ) : (
          <Link to={paths.resources.getHref()} className={buttonClass}>
            <BookOpen aria-hidden="true" className="h-5 w-5" />
            <Trans>Resources</Trans>
          </Link>
        )}
      </nav>
    </div>
  );
}
