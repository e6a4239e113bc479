import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { EDUCATION_CENTRE_RECOMMENDATIONS } from '@shared/contracts/recommendation-counts';
import { SignInActions } from '@client/components/sign-in-prompt';
import {
  ReadRecommendationLink,
  RecommendationCard,
  RecommendationList,
} from './recommendation-card';
import {
  ReasoningExplained,
  ReasoningFactors,
  ViewAllRecommendations,
} from './recommendation-parts';
import { ClientRecommendations } from './recommendation-states';
import { RecommendationsRegion } from './recommendations-region';

const HEADING_ID = 'education-recommendations-heading';

function SignInPrompt() {
  const { t } = useLingui();
  return (
    <RecommendationsRegion headingId={HEADING_ID} heading={t`Guides chosen for you`}>
      <p className="max-w-3xl text-lg text-ink-700">
        <Trans>
          Sign in, or create a free account, and we will suggest the guides that fit your situation,
          and explain why we chose each one.
        </Trans>
      </p>
      <SignInActions />
    </RecommendationsRegion>
  );
}

/**
 * Requirements §2 Education centre: up to 6 personalised recommendations with their reasoning for a
 * signed-in client; anyone else is invited to sign in or create an account.
 */
export function EducationRecommendations() {
  const { t } = useLingui();
  return (
    <ClientRecommendations
      frame={{ headingId: HEADING_ID, heading: t`Recommended for You` }}
      signedOut={<SignInPrompt />}
    >
      {(all) => (
        <>
          <p className="max-w-3xl text-lg text-ink-700">
            <Trans>
              Chosen for you from your preferences and what you have read. The percentages show why
              each one was suggested.
            </Trans>
          </p>
          <RecommendationList
            recommendations={all.slice(0, EDUCATION_CENTRE_RECOMMENDATIONS)}
            label={t`Your recommendations`}
            className="grid gap-5 md:grid-cols-2 lg:grid-cols-3"
          >
            {(recommendation) => (
              <RecommendationCard
                recommendation={recommendation}
                idPrefix="education-recommendation"
                className="flex h-full flex-col gap-3 rounded-xl border border-ink-200 bg-ink-50 p-5"
                headingClassName="min-w-0 text-xl leading-snug font-bold text-ink-900"
              >
                {recommendation.description ? (
                  <p className="text-ink-700">{recommendation.description}</p>
                ) : null}
                <ReasoningFactors factors={recommendation.reasoningFactors} className="flex-1" />
                <ReadRecommendationLink
                  recommendation={recommendation}
                  source="education-centre"
                  className="inline-flex min-h-11 items-center gap-2 self-start font-semibold underline underline-offset-4"
                />
              </RecommendationCard>
            )}
          </RecommendationList>
          <details className="group rounded-xl border border-ink-200 px-4 py-2">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
              />
              <Trans>What the percentages mean</Trans>
            </summary>
            <ReasoningExplained className="mt-2 pb-2" />
          </details>
          <ViewAllRecommendations count={all.length} shown={EDUCATION_CENTRE_RECOMMENDATIONS} />
        </>
      )}
    </ClientRecommendations>
  );
}
