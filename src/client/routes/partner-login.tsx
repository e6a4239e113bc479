import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase } from 'lucide-react';
import { BackLink } from '@client/components/back-link';
import { SignedOutOnly } from '@client/components/signed-out-only';
import { Card } from '@client/components/ui/card';
import { NeedAccessBox } from '@client/features/partner-portal/components/need-access-box';
import { PartnerSignInForm } from '@client/features/partner-portal/components/partner-sign-in-form';
import { usePartnerSession } from '@client/lib/partner-session';
import { paths } from '@client/lib/paths';
import { usePageHead } from '@client/lib/page-head';

/** Requirements §2 Partner sign in (/partner-login); a signed-in partner goes on to the dashboard. */
export default function PartnerLoginPage() {
  const { t } = useLingui();
  usePageHead({ title: t`Partner Sign In`, noindex: true });
  const session = usePartnerSession();

  return (
    <SignedOutOnly
      session={session}
      signedInHref={paths.partnerDashboard.getHref()}
      setupHref={paths.partnerSecurity.getHref()}
    >
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
        <header className="flex flex-wrap items-center justify-between gap-4 border-b border-ink-200 pb-4">
          <div className="flex items-center gap-3">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700">
              <Briefcase aria-hidden="true" className="h-6 w-6 text-white" />
            </span>
            <p className="leading-tight">
              <span className="block text-xl font-bold text-ink-900">
                <Trans>Partner Portal</Trans>
              </span>
              <span className="block text-ink-700">
                <Trans>Professional Access</Trans>
              </span>
            </p>
          </div>
          <BackLink to={paths.home.getHref()} className="underline underline-offset-4">
            <Trans>Back to Home</Trans>
          </BackLink>
        </header>

        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="partner-sign-in-title" className="space-y-6">
            <div className="space-y-3">
              <h1
                id="partner-sign-in-title"
                className="text-3xl font-bold text-ink-900 md:text-4xl"
              >
                <Trans>Partner Sign In</Trans>
              </h1>
              <p className="text-lg text-ink-700">
                <Trans>
                  Access your dashboard to manage assigned cases and collaborate on client matters
                </Trans>
              </p>
            </div>
            <Card className="p-5 sm:p-8">
              <PartnerSignInForm idPrefix="partner-sign-in" />
            </Card>
          </section>
          <NeedAccessBox />
        </div>
      </div>
    </SignedOutOnly>
  );
}
