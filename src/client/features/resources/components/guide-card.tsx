import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock, Tag } from 'lucide-react';
import { Link } from 'react-router';
import type { Article } from '@shared/contracts/content';
import { paths } from '@client/lib/paths';
import { cn } from '@client/lib/cn';
import { readTimeLabel } from './format';

export interface GuideCardProps {
  article: Article;
  /** The heading level inside the page's outline. */
  headingLevel?: 'h3' | 'h4';
  /** Leaves the excerpt out, for short lists such as related guides. */
  compact?: boolean;
}

/** One guide: its category, read time, title, first lines and a 'Read guide' link. */
export function GuideCard({ article, headingLevel = 'h3', compact = false }: GuideCardProps) {
  const { i18n } = useLingui();
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
            {article.categoryName}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {readTimeLabel(article.readTimeMinutes, i18n)}
        </span>
      </p>
      <Heading
        id={headingId}
        className={cn('font-bold text-ink-900', compact ? 'text-xl' : 'text-2xl leading-snug')}
      >
        {article.title}
      </Heading>
      {!compact && article.excerpt ? (
        <p className="flex-1 text-ink-700">{article.excerpt}</p>
      ) : (
        <div className="flex-1" />
      )}
      <Link
        to={paths.resource.getHref(article.slug)}
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
