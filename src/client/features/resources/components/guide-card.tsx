import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock, Languages, Tag } from 'lucide-react';
import { Link } from 'react-router';
import type { Article } from '@shared/contracts/content';
import { guideSlugOf } from '@shared/guide-slug';
import { useLocale } from '@client/lib/i18n/use-locale';
import { paths } from '@client/lib/paths';
import { cn } from '@client/lib/cn';
import { categoryNameIn, readTimeLabel } from './format';

export interface GuideCardProps {
  article: Article;
  /** The heading level inside the page's outline. */
  headingLevel?: 'h3' | 'h4';
  /** Leaves the excerpt out, for short lists such as related guides. */
  compact?: boolean;
}

/** Marks a guide shown in English on a page in another language. */
function EnglishLabel() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-2 text-sm font-semibold text-ink-900">
      <Languages aria-hidden="true" className="h-4 w-4" />
      <Trans>In English</Trans>
    </span>
  );
}

/** One guide: its category, read time, title, first lines and a 'Read guide' link. */
export function GuideCard({ article, headingLevel = 'h3', compact = false }: GuideCardProps) {
  const { i18n } = useLingui();
  // A guide not translated into the page's language yet is listed in English (issue 21).
  const inOtherLanguage = article.locale !== useLocale();
  const Heading = headingLevel;
  const title = article.title;
  const headingId = ['guide', article.id, 'heading'].join('-');
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-ink-700">
        {article.categoryName ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-brand-800">
            <Tag aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">
              <Trans>Category:</Trans>{' '}
            </span>
            {categoryNameIn(i18n, article.categoryName)}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {readTimeLabel(article.readTimeMinutes, i18n)}
        </span>
        {inOtherLanguage ? <EnglishLabel /> : null}
      </p>
      <Heading
        id={headingId}
        lang={inOtherLanguage ? article.locale : undefined}
        className={cn('font-bold text-ink-900', compact ? 'text-xl' : 'text-2xl leading-snug')}
      >
        {article.title}
      </Heading>
      {!compact && article.excerpt ? (
        <p lang={inOtherLanguage ? article.locale : undefined} className="flex-1 text-ink-700">
          {article.excerpt}
        </p>
      ) : (
        <div className="flex-1" />
      )}
      <Link
        to={paths.resource.getHref(guideSlugOf(article))}
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold underline underline-offset-4"
      >
        <Trans>
          Read guide<span className="sr-only">: {title}</span>
        </Trans>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </article>
  );
}
