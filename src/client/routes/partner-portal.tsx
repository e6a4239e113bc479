import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SignedOutOnly } from '@client/components/signed-out-only';
import { Card } from '@client/components/ui/card';
import { deferredPart } from '@client/components/deferred-part';
import { LoadingMessage } from '@client/components/load-status';
import { OverviewTab } from '@client/features/partner-portal/components/overview-tab';
import { PartnerPortalTabs } from '@client/features/partner-portal/components/portal-tabs';
import { usePartnerSession } from '@client/lib/partner-session';
import { paths } from '@client/lib/paths';
import { usePageHead } from '@client/lib/page-head';

// Overview opens first; the other tabs' code follows the page's.
const ApplicationForm = deferredPart(() =>
  import('@client/features/partner-portal/components/application-form').then(
    (m) => m.ApplicationForm,
  ),
);
const VerificationTab = deferredPart(() =>
  import('@client/features/partner-portal/components/verification-tab').then(
    (m) => m.VerificationTab,
  ),
);
const ResourcesTab = deferredPart(() =>
  import('@client/features/partner-portal/components/resources-tab').then((m) => m.ResourcesTab),
);
// Beside the tabs on a wide screen, below them on a phone: the form's code (and react-hook-form)
// loads right after the page's own, which keeps the page within its first-JavaScript budget.
const PartnerSignInForm = deferredPart(() =>
  import('@client/features/partner-portal/components/partner-sign-in-form').then(
    (m) => m.PartnerSignInForm,
  ),
);

/**
 * Requirements §2 Partner portal (/partner-portal): the Overview, Apply, Verification and Resources
 * tabs beside a partner sign-in panel. Signed-in partners go on to their dashboard.
 */
export default function PartnerPortalPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Partner Portal`,
    description: t`For law firms, attorneys, legal aid organizations and legal consultants: learn about our partner network, apply to join, and follow your application.`,
  });
  const loadingTab = <LoadingMessage label={t`Loading this tab`} />;
  const session = usePartnerSession();
  const [searchParams] = useSearchParams();
  const verificationToken = searchParams.get('token') || null;

  return (
    <SignedOutOnly
      session={session}
      signedInHref={paths.partnerDashboard.getHref()}
      setupHref={paths.partnerSecurity.getHref()}
    >
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
        <header className="max-w-3xl space-y-3">
          <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
            <Trans>Partner Portal</Trans>
          </h1>
          <p className="text-lg text-ink-700">
            <Trans>
              For law firms, attorneys, legal aid organizations and legal consultants who want to
              help timeshare owners. Learn about our partner network, apply to join, and follow your
              application.
            </Trans>
          </p>
        </header>

        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card className="min-w-0 p-4 sm:p-6">
            <PartnerPortalTabs
              panels={(openTab) => ({
                overview: <OverviewTab onApply={() => openTab('apply')} />,
                apply: <ApplicationForm fallback={loadingTab} />,
                verification: (
                  <VerificationTab
                    token={verificationToken}
                    onApply={() => openTab('apply')}
                    fallback={loadingTab}
                  />
                ),
                resources: <ResourcesTab fallback={loadingTab} />,
              })}
            />
          </Card>

          <Card role="region" aria-labelledby="portal-sign-in-title" className="space-y-4">
            <h2
              id="portal-sign-in-title"
              className="flex items-center gap-2 text-2xl font-bold text-ink-900"
            >
              <LogIn aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <Trans>Partner Sign In</Trans>
            </h2>
            <p className="text-ink-700">
              <Trans>Already an approved partner? Sign in to manage your assigned cases.</Trans>
            </p>
            <PartnerSignInForm
              idPrefix="portal-sign-in"
              headingLevel={3}
              fallback={<LoadingMessage label={t`Loading the sign-in form`} />}
            />
          </Card>
        </div>
      </div>
    </SignedOutOnly>
  );
}
