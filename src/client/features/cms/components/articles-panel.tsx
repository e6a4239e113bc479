import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { Article } from '@shared/contracts/content';
import type { ArticleStatus } from '@shared/domain-values';
import { Button } from '@client/components/ui/button';
import { useLocalizedHref } from '@client/lib/i18n/use-locale';
import { paths } from '@client/lib/paths';
import { useDeleteArticle } from '../api/delete-article';
import { useArticles } from '../api/get-articles';
import { ArticleEditor } from './article-editor';
import {
  ArticleLanguageFact,
  UNTRANSLATED_FILTER,
  useUntranslatedFilterOption,
} from './article-language-filter';
import { untranslatedArticles } from './article-language-fields';
import { ArticleStatusBadge, FeaturedBadge, UpdatedOn } from './article-status-badge';
import {
  ContentList,
  ContentListPanel,
  ContentRow,
  EmptyList,
  NewItemButton,
} from './content-list-panel';
import { articleStatusChoices } from './content-labels';
import { ListFilters } from './list-filters';
import { useContentDelete } from './use-content-delete';
import { useEditorTarget } from './use-editor-target';

export const ARTICLE_DELETED = msg`Article deleted successfully`;
export const ARTICLE_DELETE_FAILED = msg`Failed to delete article`;

type StatusFilter = 'all' | ArticleStatus | typeof UNTRANSLATED_FILTER;

const HEADING_ID = 'cms-articles-heading';

function byRecentUpdate(a: Article, b: Article) {
  return b.updatedAt.localeCompare(a.updatedAt);
}

/** Requirements §2 Articles tab: every article, filters, and create, edit and delete. */
export function ArticlesPanel() {
  const { t, i18n } = useLingui();
  const articles = useArticles();
  const editor = useEditorTarget<Article>();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [query, setQuery] = useState('');
  const remove = useContentDelete<Article>({
    deletion: useDeleteArticle(),
    nameOf: (article) => article.title,
    deletedTitle: i18n._(ARTICLE_DELETED),
    failedTitle: i18n._(ARTICLE_DELETE_FAILED),
    editor,
  });

  const all = articles.data ?? [];
  const untranslated = new Set(untranslatedArticles(all));
  const untranslatedOption = useUntranslatedFilterOption(untranslated.size);
  const needle = query.trim().toLowerCase();
  const shown = all
    .filter((article) =>
      statusFilter === UNTRANSLATED_FILTER
        ? untranslated.has(article)
        : statusFilter === 'all' || article.status === statusFilter,
    )
    .filter((article) => !needle || article.title.toLowerCase().includes(needle))
    .sort(byRecentUpdate);
  const counts = (status: Exclude<StatusFilter, typeof UNTRANSLATED_FILTER>) =>
    status === 'all' ? all.length : all.filter((article) => article.status === status).length;
  const allCount = counts('all');
  const filterOptions = [
    { value: 'all', label: t`All (${allCount})` },
    ...articleStatusChoices(i18n).map(({ value, label }) => {
      const count = counts(value);
      return { value, label: t`${label} (${count})` };
    }),
    untranslatedOption,
  ];
  const shownCount = shown.length;
  const total = all.length;
  const filtered = statusFilter !== 'all' || needle !== '';

  return (
    <ContentListPanel
      headingId={HEADING_ID}
      title={t`Articles`}
      newLabel={t`New Article`}
      onNew={editor.openNew}
      list={articles}
      loadingLabel={t`Loading the articles`}
      loadFailedTitle={t`We could not load the articles.`}
      toolbar={
        <ListFilters
          idPrefix="cms-article"
          searchLabel={t`Search by title`}
          query={query}
          onQueryChange={setQuery}
          filterLabel={t`Status`}
          filter={statusFilter}
          onFilterChange={setStatusFilter}
          options={filterOptions}
        />
      }
      editor={<ArticleEditor key={editor.key} article={editor.target} {...editor.dialog} />}
      remove={remove}
      confirmLabel={t`Delete article`}
      deleteWarning={
        remove.toDelete?.status === 'published' ? (
          <p className="text-ink-700">
            <Trans>
              It is published: it disappears from the site and its address stops working.
            </Trans>
          </p>
        ) : null
      }
    >
      <p role="status" className="text-ink-700">
        {filtered
          ? t`Showing ${shownCount} of ${plural(total, { one: '# article', other: '# articles' })}.`
          : t`${plural(total, { one: '# article', other: '# articles' })}.`}
      </p>
      {all.length === 0 ? (
        <EmptyList
          title={t`No articles yet`}
          hint={t`Write the first guide for the education centre.`}
        >
          <NewItemButton label={t`New Article`} onClick={editor.openNew} className="mt-4" />
        </EmptyList>
      ) : shown.length === 0 ? (
        <EmptyList title={t`No articles match the filters`}>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => {
              setQuery('');
              setStatusFilter('all');
            }}
          >
            <Trans>Clear filters</Trans>
          </Button>
        </EmptyList>
      ) : (
        <ContentList headingId={HEADING_ID}>
          {shown.map((article) => (
            <ArticleRow
              key={article.id}
              article={article}
              onEdit={() => editor.openEdit(article)}
              onDelete={() => remove.ask(article)}
            />
          ))}
        </ContentList>
      )}
    </ContentListPanel>
  );
}

function ArticleRow({
  article,
  onEdit,
  onDelete,
}: {
  article: Article;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const localized = useLocalizedHref();
  const title = article.title;
  return (
    <ContentRow
      name={article.title}
      lang={article.locale}
      facts={
        <>
          <ArticleStatusBadge status={article.status} />
          {article.isFeatured ? <FeaturedBadge /> : null}
          <ArticleLanguageFact article={article} />
          <span>
            <span className="sr-only">
              <Trans>Category:</Trans>
            </span>{' '}
            {article.categoryName ?? (
              <span className="italic">
                <Trans>No category</Trans>
              </span>
            )}
          </span>
          <UpdatedOn value={article.updatedAt} />
        </>
      }
      actions={
        article.status === 'published' ? (
          <a
            href={localized(paths.resource.getHref(article.slug))}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <Trans>
              View <span className="sr-only">“{title}” on the site (opens a new tab)</span>
            </Trans>
          </a>
        ) : null
      }
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
