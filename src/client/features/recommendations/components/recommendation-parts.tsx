import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock, GraduationCap, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Recommendation } from '@shared/contracts/recommendations';
import { legalCategories } from '@shared/legal-filters';
import { SLUG_PATTERN } from '@shared/slug-pattern';
import { experienceLevels, optionLabel } from '@shared/options';
import { Button } from '@client/components/ui/button';
import { cn, withReplaceable } from '@client/lib/cn';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { paths } from '@client/lib/paths';
import {
  trackRecommendationClick,
  type RecommendationSource,
} from '../api/track-recommendation-click';

/** A 0-1 value as a whole percentage, 0 to 100. */
export function percent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value * 100)));
}

/**
 * A category as people read it: a legal database category in the page's language, another
 * slug in words ('scam-prevention' becomes 'Scam prevention'); names stay.
 */
export function categoryLabel(category: string, i18n?: I18n): string {
  if (!SLUG_PATTERN.test(category)) return category;
  const known = legalCategories.find((option) => option.value === category);
  if (known && i18n) return i18n._(known.label);
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a recommendation is read: its own address, else its guide, else the library. */
export function recommendationHref(recommendation: Recommendation): string {
  if (recommendation.url) return recommendation.url;
  if (recommendation.slug) return paths.resource.getHref(recommendation.slug);
  return paths.resources.getHref();
}

/** A link to the recommended resource that records the click (requirements §7) on the way. */
export function RecommendationLink({
  recommendation,
  source,
  className,
  children,
}: {
  recommendation: Recommendation;
  source: RecommendationSource;
  className?: string;
  children: ReactNode;
}) {
  const href = recommendationHref(recommendation);
  const onClick = () => trackRecommendationClick(recommendation, source);
  if (href.startsWith('/')) {
    return (
      <Link to={href} onClick={onClick} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

/** The score as words: '87% match'. */
export function MatchBadge({ score }: { score: number }) {
  const match = percentText(percent(score), useIntlLocale());
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border-2 border-brand-700 bg-brand-50 px-3 py-0.5 text-base font-bold whitespace-nowrap text-brand-800">
      <Trans>{match} match</Trans>
    </span>
  );
}

/** Category, difficulty and read time, each with its own icon and words. */
export function RecommendationMeta({
  recommendation,
  className,
}: {
  recommendation: Recommendation;
  className?: string;
}) {
  const itemClass = 'inline-flex items-center gap-1.5';
  const iconClass = 'h-4 w-4 shrink-0 text-brand-700';
  const { i18n } = useLingui();
  const level = i18n._(optionLabel(experienceLevels, recommendation.difficulty));
  const minutes = Math.max(1, Math.round(recommendation.estimatedReadTime));
  return (
    <p
      className={withReplaceable(
        'flex flex-wrap gap-x-4 gap-y-1 text-base text-ink-700',
        className,
      )}
    >
      {recommendation.category ? (
        <span className={itemClass}>
          <Tag aria-hidden="true" className={iconClass} />
          <span className="sr-only">
            <Trans>Category:</Trans>{' '}
          </span>
          {categoryLabel(recommendation.category, i18n)}
        </span>
      ) : null}
      <span className={itemClass}>
        <GraduationCap aria-hidden="true" className={iconClass} />
        <Trans>{level} level</Trans>
      </span>
      <span className={itemClass}>
        <Clock aria-hidden="true" className={iconClass} />
        <Trans>{minutes} min read</Trans>
      </span>
    </p>
  );
}

/** The three reasoning factors (requirements §3), each with a name, what it means and its value. */
export const reasoningFactors = [
  {
    key: 'userPreferenceMatch',
    label: msg`Fits your interests`,
    explanation: msg`How closely the subject matches the topics and kinds of help you chose in Your Preferences.`,
  },
  {
    key: 'difficultyMatch',
    label: msg`Fits your experience level`,
    explanation: msg`How well the level of the guide suits the experience level you chose.`,
  },
  {
    key: 'popularityScore',
    label: msg`Popular with other readers`,
    explanation: msg`How often other timeshare owners have read and used it.`,
  },
] as const satisfies readonly {
  key: keyof Recommendation['reasoningFactors'];
  label: MessageDescriptor;
  explanation: MessageDescriptor;
}[];

/** A whole percentage as the page's language writes it ('80%', '80 %'). */
function percentText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
}

/** 'Fits your interests: 80%' and the other two, each with a bar drawn beside the words. */
export function ReasoningFactors({
  factors,
  className,
}: {
  factors: Recommendation['reasoningFactors'];
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  return (
    <ul className={cn('space-y-2', className)} aria-label={t`Why we suggest it`}>
      {reasoningFactors.map(({ key, label }) => {
        const value = percent(factors[key]);
        const factor = i18n._(label);
        const share = percentText(value, locale);
        return (
          <li key={key} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_8rem] sm:items-center">
            <span className="text-base text-ink-900">
              <Trans>
                {factor}: <strong>{share}</strong>
              </Trans>
            </span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-ink-200">
              <span
                className="block h-full rounded-full bg-brand-700"
                style={{ width: `${value}%` }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** What each factor means, said once per screen. */
export function ReasoningExplained({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <dl className={cn('space-y-3', className)}>
      {reasoningFactors.map(({ key, label, explanation }) => (
        <div key={key}>
          <dt className="font-semibold text-ink-900">{i18n._(label)}</dt>
          <dd className="text-ink-700">{i18n._(explanation)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'View All N Recommendations' when more are there than `shown`; nothing otherwise. */
export function ViewAllRecommendations({
  count,
  shown,
  className,
}: {
  count: number;
  shown: number;
  className?: string;
}) {
  if (count <= shown) return null;
  return (
    <Button asChild variant="outline" className={cn('no-underline', className)}>
      <Link to={paths.recommendations.getHref()}>
        <Trans>View All {count} Recommendations</Trans>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </Button>
  );
}
