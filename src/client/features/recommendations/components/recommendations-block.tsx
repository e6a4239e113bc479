import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_RECOMMENDATIONS, type Recommendation } from '@shared/contracts/recommendations';
import { LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { useRecommendations } from '../api/get-recommendations';
import {
  BuildingRecommendations,
  MatchBadge,
  RecommendationLink,
  RecommendationMeta,
  RecommendationsUnavailable,
} from './recommendation-parts';
import { RecommendationsRegion } from './recommendations-region';

const HEADING_ID = 'recommendations-heading';
const HEADING = 'Recommended for You';

function DashboardRecommendation({ recommendation }: { recommendation: Recommendation }) {
  const headingId = `dashboard-recommendation-${recommendation.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-ink-200 bg-ink-50 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-lg leading-snug font-bold">
          <RecommendationLink
            recommendation={recommendation}
            source="dashboard"
            className="inline-flex min-h-11 items-center underline underline-offset-4"
          >
            {recommendation.title}
          </RecommendationLink>
        </h3>
        <MatchBadge score={recommendation.score} />
      </div>
      <RecommendationMeta recommendation={recommendation} />
    </article>
  );
}

/**
 * Spec §2 Recommendations block: at most 3 suggestions with the total in a badge, 'View All N
 * Recommendations' when there are more, the 'Building Your Recommendations' empty state, and
 * the §8 error text.
 */
export function RecommendationsBlock({ userId }: { userId: string }) {
  const recommendations = useRecommendations(userId);

  if (recommendations.isPending) {
    return (
      <RecommendationsRegion headingId={HEADING_ID} heading={HEADING}>
        <LoadingMessage label="Loading your recommendations" />
      </RecommendationsRegion>
    );
  }
  if (recommendations.isError) {
    return (
      <RecommendationsRegion headingId={HEADING_ID} heading={HEADING}>
        <RecommendationsUnavailable onRetry={() => void recommendations.refetch()} />
      </RecommendationsRegion>
    );
  }
  const all = recommendations.data;
  if (all.length === 0) {
    return (
      <RecommendationsRegion headingId={HEADING_ID} heading={HEADING}>
        <BuildingRecommendations />
      </RecommendationsRegion>
    );
  }
  const shown = all.slice(0, DASHBOARD_RECOMMENDATIONS);
  return (
    <RecommendationsRegion headingId={HEADING_ID} heading={HEADING} count={all.length}>
      <p className="text-ink-700">Guides chosen for your situation and your preferences.</p>
      <ul className="space-y-3" aria-label="Your top recommendations">
        {shown.map((recommendation) => (
          <li key={recommendation.id}>
            <DashboardRecommendation recommendation={recommendation} />
          </li>
        ))}
      </ul>
      {all.length > DASHBOARD_RECOMMENDATIONS ? (
        <Button asChild variant="outline" className="w-full no-underline">
          <Link to={paths.recommendations.getHref()}>
            View All {all.length} Recommendations
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </Button>
      ) : null}
    </RecommendationsRegion>
  );
}

/** Spec §2: signed out, the recommendations block asks the visitor to sign in. */
export function RecommendationsSignInCard() {
  return (
    <RecommendationsRegion headingId={HEADING_ID} heading={HEADING}>
      <p className="text-ink-700">
        Please sign in to see guides chosen for your situation. Our free guides are open to
        everyone.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" asChild className="no-underline">
          <Link to={paths.auth.getHref()}>Sign In</Link>
        </Button>
        <Button variant="ghost" asChild className="no-underline">
          <Link to={paths.resources.getHref()}>Explore Resources</Link>
        </Button>
      </div>
    </RecommendationsRegion>
  );
}
