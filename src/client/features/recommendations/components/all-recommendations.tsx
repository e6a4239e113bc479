import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Recommendation } from '@shared/contracts/recommendations';
import { LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
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

function FullRecommendation({
  recommendation,
  rank,
}: {
  recommendation: Recommendation;
  rank: number;
}) {
  const headingId = `recommendation-${recommendation.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-2xl leading-snug font-bold text-ink-900">
          <span className="sr-only">Suggestion {rank}: </span>
          {recommendation.title}
        </h2>
        <MatchBadge score={recommendation.score} />
      </div>
      <RecommendationMeta recommendation={recommendation} className="text-lg" />
      {recommendation.description ? (
        <p className="text-lg text-ink-700">{recommendation.description}</p>
      ) : null}
      <div className="rounded-xl bg-ink-50 p-4">
        <p className="mb-2 font-semibold text-ink-900">Why we suggest it</p>
        <ReasoningFactors factors={recommendation.reasoningFactors} />
      </div>
      <RecommendationLink
        recommendation={recommendation}
        source="recommendations-page"
        className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold underline underline-offset-4"
      >
        <ReadLinkText title={recommendation.title} />
      </RecommendationLink>
    </article>
  );
}

function HowWeChoose() {
  return (
    <Card className="space-y-3">
      <p className="text-xl font-bold text-ink-900">How we choose these</p>
      <p className="text-ink-700">
        Each suggestion gets an overall match from three things. The higher the percentage, the
        better the fit:
      </p>
      <ReasoningExplained />
      <p className="text-ink-700">
        To change your suggestions, update Your Preferences on{' '}
        <Link to={paths.dashboard.getHref()} className="font-semibold underline">
          your dashboard
        </Link>
        .
      </p>
    </Card>
  );
}

function SignedInList({ userId }: { userId: string }) {
  const recommendations = useRecommendations(userId);
  if (recommendations.isPending) {
    return <LoadingMessage label="Loading your recommendations" />;
  }
  if (recommendations.isError) {
    return <RecommendationsUnavailable onRetry={() => void recommendations.refetch()} />;
  }
  const all = recommendations.data;
  if (all.length === 0) return <BuildingRecommendations />;
  return (
    <div className="space-y-8">
      <HowWeChoose />
      <p role="status" className="text-lg text-ink-700">
        {all.length === 1
          ? 'We have 1 suggestion for you.'
          : `We have ${all.length} suggestions for you, best match first.`}
      </p>
      <ol className="space-y-6" aria-label="Your recommendations">
        {all.map((recommendation, index) => (
          <li key={recommendation.id}>
            <FullRecommendation recommendation={recommendation} rank={index + 1} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function SignInPrompt() {
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold text-ink-900">
        Please sign in to see your recommendations
      </h2>
      <p className="text-lg text-ink-700">
        We suggest guides that fit your situation once you are signed in. Our free guides are open
        to everyone in the Education Centre.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
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
        <Button asChild size="lg" variant="ghost" className="no-underline">
          <Link to={paths.resources.getHref()}>Explore Resources</Link>
        </Button>
      </div>
    </Card>
  );
}

/** /dashboard/recommendations: every recommendation with its score and reasoning in words. */
export function AllRecommendations() {
  const session = useClientSession();
  if (session.status === 'loading') return <LoadingMessage label="Checking your sign-in" />;
  if (session.status === 'anonymous') return <SignInPrompt />;
  return <SignedInList userId={session.user.id} />;
}
