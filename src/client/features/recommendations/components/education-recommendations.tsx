import { ArrowRight, ChevronDown, LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import {
  EDUCATION_CENTRE_RECOMMENDATIONS,
  type Recommendation,
} from '@shared/contracts/recommendations';
import { LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { useClientSession } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';
import { useRecommendations } from '../api/get-recommendations';
import {
  BuildingRecommendations,
  MatchBadge,
  ReadLinkText,
  ReasoningExplained,
  ReasoningFactors,
  RecommendationLink,
  RecommendationMeta,
  RecommendationsUnavailable,
} from './recommendation-parts';
import { RecommendationsRegion } from './recommendations-region';

const HEADING_ID = 'education-recommendations-heading';
const HEADING = 'Recommended for You';

function EducationRecommendation({ recommendation }: { recommendation: Recommendation }) {
  const headingId = `education-recommendation-${recommendation.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-ink-200 bg-ink-50 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-xl leading-snug font-bold text-ink-900">
          {recommendation.title}
        </h3>
        <MatchBadge score={recommendation.score} />
      </div>
      <RecommendationMeta recommendation={recommendation} />
      {recommendation.description ? (
        <p className="text-ink-700">{recommendation.description}</p>
      ) : null}
      <ReasoningFactors factors={recommendation.reasoningFactors} className="flex-1" />
      <RecommendationLink
        recommendation={recommendation}
        source="education-centre"
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold underline underline-offset-4"
      >
        <ReadLinkText title={recommendation.title} />
      </RecommendationLink>
    </article>
  );
}

function SignedInRecommendations({ userId }: { userId: string }) {
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
  const shown = all.slice(0, EDUCATION_CENTRE_RECOMMENDATIONS);
  return (
    <RecommendationsRegion headingId={HEADING_ID} heading={HEADING} count={all.length}>
      <p className="max-w-3xl text-lg text-ink-700">
        Chosen for you from your preferences and what you have read. The percentages show why each
        one was suggested.
      </p>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" aria-label="Your recommendations">
        {shown.map((recommendation) => (
          <li key={recommendation.id}>
            <EducationRecommendation recommendation={recommendation} />
          </li>
        ))}
      </ul>
      <details className="group rounded-xl border border-ink-200 px-4 py-2">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
          <ChevronDown
            aria-hidden="true"
            className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
          />
          What the percentages mean
        </summary>
        <ReasoningExplained className="mt-2 pb-2" />
      </details>
      {all.length > EDUCATION_CENTRE_RECOMMENDATIONS ? (
        <Button asChild variant="outline" className="no-underline">
          <Link to={paths.recommendations.getHref()}>
            View All {all.length} Recommendations
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </Button>
      ) : null}
    </RecommendationsRegion>
  );
}

function SignInPrompt() {
  return (
    <RecommendationsRegion headingId={HEADING_ID} heading="Guides chosen for you">
      <p className="max-w-3xl text-lg text-ink-700">
        Sign in, or create a free account, and we will suggest the guides that fit your situation,
        and explain why we chose each one.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg" className="no-underline">
          <Link to={paths.auth.getHref()}>
            <LogIn aria-hidden="true" className="h-5 w-5" />
            Sign In
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="no-underline">
          <Link to={`${paths.auth.getHref()}?tab=register`}>
            <UserPlus aria-hidden="true" className="h-5 w-5" />
            Create Account
          </Link>
        </Button>
      </div>
    </RecommendationsRegion>
  );
}

/**
 * Spec §2 Education centre: up to 6 personalised recommendations with their reasoning for a
 * signed-in client; anyone else is invited to sign in or create an account.
 */
export function EducationRecommendations() {
  const session = useClientSession();
  if (session.status === 'authenticated')
    return <SignedInRecommendations userId={session.user.id} />;
  if (session.status === 'loading') {
    return (
      <RecommendationsRegion headingId={HEADING_ID} heading={HEADING}>
        <LoadingMessage label="Checking your sign-in" />
      </RecommendationsRegion>
    );
  }
  return <SignInPrompt />;
}
