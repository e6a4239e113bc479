import { Link } from 'react-router';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/lib/paths';
import {
  ReadRecommendationLink,
  RecommendationCard,
  RecommendationList,
} from './recommendation-card';
import { ReasoningExplained, ReasoningFactors } from './recommendation-parts';
import { ClientRecommendations } from './recommendation-states';

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

/** /dashboard/recommendations: every recommendation with its score and reasoning in words. */
export function AllRecommendations() {
  return (
    <ClientRecommendations
      signedOut={
        <SignInPrompt
          title="Please sign in to see your recommendations"
          actionsClassName="sm:flex-wrap"
          actions={
            <Button asChild size="lg" variant="ghost" className="no-underline">
              <Link to={paths.resources.getHref()}>Explore Resources</Link>
            </Button>
          }
        >
          We suggest guides that fit your situation once you are signed in. Our free guides are open
          to everyone in the Education Centre.
        </SignInPrompt>
      }
    >
      {(all) => (
        <div className="space-y-8">
          <HowWeChoose />
          <p role="status" className="text-lg text-ink-700">
            {all.length === 1
              ? 'We have 1 suggestion for you.'
              : `We have ${all.length} suggestions for you, best match first.`}
          </p>
          <RecommendationList
            recommendations={all}
            label="Your recommendations"
            ordered
            className="space-y-6"
          >
            {(recommendation, index) => (
              <RecommendationCard
                recommendation={recommendation}
                idPrefix="recommendation"
                headingLevel="h2"
                className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
                headerClassName="gap-3"
                headingClassName="min-w-0 text-2xl leading-snug font-bold text-ink-900"
                heading={
                  <>
                    <span className="sr-only">Suggestion {index + 1}: </span>
                    {recommendation.title}
                  </>
                }
                metaClassName="text-lg"
              >
                {recommendation.description ? (
                  <p className="text-lg text-ink-700">{recommendation.description}</p>
                ) : null}
                <div className="rounded-xl bg-ink-50 p-4">
                  <p className="mb-2 font-semibold text-ink-900">Why we suggest it</p>
                  <ReasoningFactors factors={recommendation.reasoningFactors} />
                </div>
                <ReadRecommendationLink
                  recommendation={recommendation}
                  source="recommendations-page"
                  className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold underline underline-offset-4"
                />
              </RecommendationCard>
            )}
          </RecommendationList>
        </div>
      )}
    </ClientRecommendations>
  );
}
