import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DASHBOARD_RECOMMENDATIONS } from '@shared/contracts/recommendation-counts';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { RecommendationCard, RecommendationList } from './recommendation-card';
import { RecommendationLink, ViewAllRecommendations } from './recommendation-parts';
import { UserRecommendations } from './recommendation-states';
import { RecommendationsRegion } from './recommendations-region';

const HEADING_ID = 'recommendations-heading';

/** The card's heading and its id. */
function useFrame() {
  const { t } = useLingui();
  return { headingId: HEADING_ID, heading: t`Recommended for You` };
}

/**
 * Requirements §2 Recommendations block: at most 3 suggestions with the total in a badge, 'View All N
 * Recommendations' when there are more, the 'Building Your Recommendations' empty state, and
 * the §8 error text.
 */
export function RecommendationsBlock({ userId }: { userId: string }) {
  const { t } = useLingui();
  const frame = useFrame();
  return (
    <UserRecommendations userId={userId} frame={frame}>
      {(all) => (
        <>
          <p className="text-ink-700">
            <Trans>Guides chosen for your situation and your preferences.</Trans>
          </p>
          <RecommendationList
            recommendations={all.slice(0, DASHBOARD_RECOMMENDATIONS)}
            label={t`Your top recommendations`}
            className="space-y-3"
          >
            {(recommendation) => (
              <RecommendationCard
                recommendation={recommendation}
                idPrefix="dashboard-recommendation"
                className="space-y-2 rounded-xl border border-ink-200 bg-ink-50 p-4"
                headingClassName="min-w-0 text-lg leading-snug font-bold"
                heading={
                  <RecommendationLink
                    recommendation={recommendation}
                    source="dashboard"
                    className="inline-flex min-h-11 items-center underline underline-offset-4"
                  >
                    {recommendation.title}
                  </RecommendationLink>
                }
              />
            )}
          </RecommendationList>
          <ViewAllRecommendations
            count={all.length}
            shown={DASHBOARD_RECOMMENDATIONS}
            className="w-full"
          />
        </>
      )}
    </UserRecommendations>
  );
}

/** Requirements §2: signed out, the recommendations block asks the visitor to sign in. */
export function RecommendationsSignInCard() {
  const frame = useFrame();
  return (
    <RecommendationsRegion {...frame}>
      <p className="text-ink-700">
        <Trans>
          Please sign in to see guides chosen for your situation. Our free guides are open to
          everyone.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" asChild className="no-underline">
          <Link to={paths.auth.getHref()}>
            <Trans>Sign In</Trans>
          </Link>
        </Button>
        <Button variant="ghost" asChild className="no-underline">
          <Link to={paths.resources.getHref()}>
            <Trans>Explore Resources</Trans>
          </Link>
        </Button>
      </div>
    </RecommendationsRegion>
  );
}
