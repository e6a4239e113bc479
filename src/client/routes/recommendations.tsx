import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@client/components/back-link';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/page-head';
import { AllRecommendations } from '@client/features/recommendations/components/all-recommendations';

/** /dashboard/recommendations: every recommendation, with why each was suggested. */
export default function RecommendationsPage() {
  const { t } = useLingui();
  usePageTitle(t`Your Recommendations`);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 md:py-14">
      <BackLink to={paths.dashboard.getHref()} className="underline underline-offset-4">
        <Trans>Back to My Dashboard</Trans>
      </BackLink>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
          <Trans>Your Recommendations</Trans>
        </h1>
        <p className="text-lg text-ink-700">
          <Trans>
            Every guide we suggest for you, best match first, with the reasons we chose it.
          </Trans>
        </p>
      </header>
      <AllRecommendations />
    </div>
  );
}
