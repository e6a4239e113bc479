import { Plural, Trans, useLingui } from '@lingui/react/macro';
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

/** 'Suggestion 2:' before a title, for screen readers. */
function SuggestionNumber({ number }: { number: number }) {
  return (
    <span className="sr-only">
      <Trans>Suggestion {number}:</Trans>{' '}
    </span>
  );
}

function HowWeChoose() {
  return (
    <Card className="space-y-3">
      <p className="text-xl font-bold text-ink-900">
        <Trans>How we choose these</Trans>
      </p>
      <p className="text-ink-700">
        <Trans>
          Each suggestion gets an overall match from three things. The higher the percentage, the
          better the fit:
        </Trans>
      </p>
      <ReasoningExplained />
      <p className="text-ink-700">
        <Trans>
          To change your suggestions, update Your Preferences on{' '}
          <Link to={paths.dashboard.getHref()} className="font-semibold underline">
            your dashboard
          </Link>
          .
        </Trans>
      </p>
    </Card>
  );
}

/** /dashboard/recommendations: every recommendation with its score and reasoning in words. */
export function AllRecommendations() {
  const { t } = useLingui();
  return (
    <ClientRecommendations
      signedOut={
        <SignInPrompt
          title={t`Please sign in to see your recommendations`}
          actionsClassName="sm:flex-wrap"
          actions={
            <Button asChild size="lg" variant="ghost" className="no-underline">
              <Link to={paths.resources.getHref()}>
                <Trans>Explore Resources</Trans>
              </Link>
            </Button>
          }
        >
          <Trans>
            We suggest guides that fit your situation once you are signed in. Our free guides are
            open to everyone in the Education Centre.
          </Trans>
        </SignInPrompt>
      }
    >
      {(all) => (
        <div className="space-y-8">
          <HowWeChoose />
          <p role="status" className="text-lg text-ink-700">
            <Plural
              value={all.length}
              one="We have # suggestion for you."
              other="We have # suggestions for you, best match first."
            />
          </p>
          <RecommendationList
            recommendations={all}
            label={t`Your recommendations`}
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
                    <SuggestionNumber number={index + 1} />
                    {recommendation.title}
                  </>
                }
                metaClassName="text-lg"
              >
                {recommendation.description ? (
                  <p className="text-lg text-ink-700">{recommendation.description}</p>
                ) : null}
                <div className="rounded-xl bg-ink-50 p-4">
                  <p className="mb-2 font-semibold text-ink-900">
                    <Trans>Why we suggest it</Trans>
                  </p>
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
