import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { EDUCATION_CENTRE_RECOMMENDATIONS } from '@shared/contracts/recommendation-counts';
import type { Recommendation } from '@shared/contracts/recommendations';
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

/** The education centre's recommendations for a signed-in client, with their reasoning. */
export function EducationRecommendationList({ all }: { all: Recommendation[] }) {
  const { t } = useLingui();
  return (
    <>
      <p className="max-w-3xl text-lg text-ink-700">
        <Trans>
          Chosen for you from your preferences and what you have read. The percentages show why each
          one was suggested.
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
  );
}
