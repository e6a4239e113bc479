import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Recommendation } from '@shared/contracts/recommendations';
import { cn } from '@client/lib/cn';
import type { RecommendationSource } from '../api/track-recommendation-click';
import { MatchBadge, RecommendationLink, RecommendationMeta } from './recommendation-parts';

export interface RecommendationCardProps {
  recommendation: Recommendation;
  /** Makes the heading's id, which names the card: `${idPrefix}-${recommendation.id}`. */
  idPrefix: string;
  headingLevel?: 'h2' | 'h3';
  className: string;
  headingClassName: string;
  /** The heading's content; the title unless given. */
  heading?: ReactNode;
  /** Extra classes for the line with the heading and the match badge. */
  headerClassName?: string;
  metaClassName?: string;
  /** Shown under the category, level and read time. */
  children?: ReactNode;
}

/** One recommendation: its title with the match badge beside it, then its category, level and read time. */
export function RecommendationCard({
  recommendation,
  idPrefix,
  headingLevel: Heading = 'h3',
  className,
  headingClassName,
  heading = recommendation.title,
  headerClassName = 'gap-2',
  metaClassName,
  children,
}: RecommendationCardProps) {
  const headingId = `${idPrefix}-${recommendation.id}`;
  return (
    <article aria-labelledby={headingId} className={className}>
      <div className={cn('flex flex-wrap items-start justify-between', headerClassName)}>
        <Heading id={headingId} className={headingClassName}>
          {heading}
        </Heading>
        <MatchBadge score={recommendation.score} />
      </div>
      <RecommendationMeta recommendation={recommendation} className={metaClassName} />
      {children}
    </article>
  );
}

/** 'Read it' to the recommended resource, named with its title for screen readers. */
export function ReadRecommendationLink({
  recommendation,
  source,
  className,
}: {
  recommendation: Recommendation;
  source: RecommendationSource;
  className: string;
}) {
  const { title } = recommendation;
  return (
    <RecommendationLink recommendation={recommendation} source={source} className={className}>
      <Trans>
        Read it<span className="sr-only">: {title}</span>
      </Trans>
      <ArrowRight aria-hidden="true" className="h-5 w-5" />
    </RecommendationLink>
  );
}

/** A named list of recommendations, one item each. */
export function RecommendationList({
  recommendations,
  label,
  ordered = false,
  className,
  children,
}: {
  recommendations: readonly Recommendation[];
  /** The list's name, such as 'Your recommendations'. */
  label: string;
  /** Numbered, for a list in order of match. */
  ordered?: boolean;
  className: string;
  children: (recommendation: Recommendation, index: number) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {recommendations.map((recommendation, index) => (
        <li key={recommendation.id}>{children(recommendation, index)}</li>
      ))}
    </List>
  );
}
