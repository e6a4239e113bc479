import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clock, GraduationCap, LogIn, Tag } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Article } from '@shared/contracts/content';
import { ApiError } from '@client/lib/api-client';
import { useClientSession } from '@client/lib/client-session';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { paths } from '@client/lib/paths';
import { usePageHead, type PageHead } from '@client/lib/page-head';
import {
  articleJsonLd,
  guideBreadcrumbJsonLd,
  guideDescription,
} from '@client/lib/structured-data';
import { useArticle } from '../api/get-article';
import { trackInteraction } from '../api/track-interaction';
import { BackToResources } from './back-to-resources';
import { experienceLevels, optionLabel } from '@shared/options';
import { categoryNameIn, formatLongDate, readTimeLabel } from './format';
import { MarkAsRead } from './mark-as-read';
import { ResourceNotFound, useGuideNotFoundHead } from './resource-not-found';
import { UntranslatedNote, useIsUntranslated } from './untranslated-note';

/** Records one 'view' per guide shown, even when StrictMode runs effects twice. */
function useRecordView(article: Article | undefined) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!article || recorded.current === article.id) return;
    recorded.current = article.id;
    void trackInteraction({
      resourceId: article.id,
      resourceType: 'article',
      interactionType: 'view',
      metadata: { source: 'resource-page' },
    });
  }, [article]);
}

function ArticleMeta({ article }: { article: Article }) {
  const { i18n } = useLingui();
  const intlLocale = useIntlLocale();
  const itemClassName = 'inline-flex items-center gap-2';
  const iconClassName = 'h-5 w-5 shrink-0 text-brand-700';
  const level = i18n._(optionLabel(experienceLevels, article.difficulty));
  const updated = formatLongDate(article.updatedAt, intlLocale);
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-lg text-ink-700">
      <li className={itemClassName}>
        <Clock aria-hidden="true" className={iconClassName} />
        {readTimeLabel(article.readTimeMinutes, i18n)}
      </li>
      <li className={itemClassName}>
        <GraduationCap aria-hidden="true" className={iconClassName} />
        <Trans>Level: {level}</Trans>
      </li>
      <li className={itemClassName}>
        <CalendarDays aria-hidden="true" className={iconClassName} />
        <Trans>Last Updated {updated}</Trans>
      </li>
    </ul>
  );
}

/** Signed-in clients can mark the guide as read; visitors are told what signing in adds. */
function ReadingProgress({ article }: { article: Article }) {
  const session = useClientSession();
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') return <MarkAsRead article={article} />;
  return (
    <p className="text-lg text-ink-700">
      <Trans>
        <Link
          to={paths.auth.getHref()}
          className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
        >
          <LogIn aria-hidden="true" className="h-5 w-5" />
          Sign in
        </Link>{' '}
        to keep track of the guides you have read and get suggestions for what to read next.
      </Trans>
    </p>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { i18n } = useLingui();
  // The English version on a page in another language: its own words are read out in English.
  const lang = useIsUntranslated(article) ? article.locale : undefined;
  return (
    <article aria-labelledby="article-title" className="space-y-8">
      <header className="space-y-4">
        {article.categoryName ? (
          <p className="inline-flex items-center gap-2 text-lg font-semibold text-brand-800">
            <Tag aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">
              <Trans>Category:</Trans>{' '}
            </span>
            {categoryNameIn(i18n, article.categoryName)}
          </p>
        ) : null}
        <h1
          id="article-title"
          lang={lang}
          className="text-4xl leading-tight font-bold text-ink-900 md:text-5xl"
        >
          {article.title}
        </h1>
        {article.excerpt ? (
          <p lang={lang} className="text-xl text-ink-700">
            {article.excerpt}
          </p>
        ) : null}
        <ArticleMeta article={article} />
      </header>
      <div
        lang={lang}
        className="prose-article"
        // Sanitised on the server (Article.contentHtml): safe to insert.
        dangerouslySetInnerHTML={{ __html: article.contentHtml }}
      />
      <footer className="border-t border-ink-200 pt-6">
        <ReadingProgress article={article} />
      </footer>
    </article>
  );
}

/**
 * A guide's head: the CMS's meta title (written as a whole title) and description when set;
 * previews show the guide's own title.
 */
function guideHead(article: Article): PageHead {
  return {
    title: article.title,
    searchTitle: article.metaTitle?.trim() || undefined,
    description: guideDescription(article),
    type: 'article',
    jsonLd: (siteUrl) => [articleJsonLd(siteUrl, article), guideBreadcrumbJsonLd(siteUrl, article)],
  };
}

export interface ResourceArticleProps {
  slug: string;
  /** Shown under a loaded guide, such as related guides and a call to action. */
  after?: (article: Article) => ReactNode;
}

/**
 * The single guide at /resources/{slug}: loading, not found (unknown or unpublished slug),
 * failed with Try again, or the guide itself. It records one 'view' when the guide shows.
 */
export function ResourceArticle({ slug, after }: ResourceArticleProps) {
  const article = useArticle(slug);
  const { t } = useLingui();
  const notFoundHead = useGuideNotFoundHead();
  const notFound = article.error instanceof ApiError && article.error.status === 404;
  usePageHead(
    article.data
      ? guideHead(article.data)
      : notFound
        ? notFoundHead
        : { title: t`Education Centre` },
  );
  useRecordView(article.data);

  if (notFound) return <ResourceNotFound />;
  return (
    <div className="px-4 py-10 sm:px-6 md:py-14">
      <div className="mx-auto max-w-[72ch] space-y-8">
        <BackToResources />
        {article.isPending ? <LoadingMessage label={t`Loading the guide`} /> : null}
        {article.isError ? (
          <LoadFailed
            title={t`We could not load this guide.`}
            error={article.error}
            onRetry={() => void article.refetch()}
          />
        ) : null}
        {article.data ? <UntranslatedNote article={article.data} /> : null}
        {article.data ? <ArticleView article={article.data} /> : null}
      </div>
      {article.data && after ? (
        <div className="mx-auto mt-14 max-w-6xl space-y-14">{after(article.data)}</div>
      ) : null}
    </div>
  );
}
