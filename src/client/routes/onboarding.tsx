import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { SignOutButton } from '@client/components/sign-out-button';
import { useClientSession } from '@client/lib/client-session';
import { usePageTitle } from '@client/lib/page-head';
import { OnboardingWizard } from '@client/features/onboarding/components/onboarding-wizard';

/**
 * Requirements §2 Onboarding wizard, shown in place of every route until a new client finishes it.
 * Its own simple page, with a way to sign out so nobody is trapped in it.
 */
export default function OnboardingPage() {
  const { t } = useLingui();
  usePageTitle(t`Set up your account`);
  const session = useClientSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const firstName = user?.firstName;

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="flex items-center gap-2 text-lg font-bold text-brand-800">
            <ShieldCheck aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />
            Timeshare Resolution Advocates
          </p>
          <SignOutButton kind="client" />
        </div>
      </header>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
          <div className="space-y-2">
            <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
              <Trans>Set up your account</Trans>
            </h1>
            <p className="text-lg text-ink-700">
              {user ? t`Welcome, ${firstName}!` : t`Welcome!`}{' '}
              <Trans>Four short steps tell us how we can help. It takes about five minutes.</Trans>
            </p>
          </div>
          <OnboardingWizard initialPhone={user?.phone} />
        </div>
      </main>
    </div>
  );
}
