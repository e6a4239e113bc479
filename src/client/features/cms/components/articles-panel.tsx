import { ExternalLink, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Article } from '@shared/contracts/content';
import type { ArticleStatus } from '@shared/domain-values';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/field';
import { paths } from '@client/lib/paths';
import { useDeleteArticle } from '../api/delete-article';
import { useArticles } from '../api/get-articles';
import { ArticleEditor } from './article-editor';
import { ArticleStatusBadge, FeaturedBadge } from './article-status-badge';
import { ConfirmDeleteDialog, type DeleteProblem } from './confirm-delete-dialog';
import { articleStatusOptions, countLabel, formatShortDate } from './content-labels';
import { useEditorTarget } from './use-editor-target';

export const ARTICLE_DELETED = 'Article deleted successfully';
export const ARTICLE_DELETE_FAILED = 'Failed to delete article';

type StatusFilter = 'all' | ArticleStatus;

function byRecentUpdate(a: Article, b: Article) {
  return b.updatedAt.localeCompare(a.updatedAt);
}

/** Spec §2 Articles tab: every article, filters, and create, edit and delete. */
export function ArticlesPanel() {
  const articles = useArticles();
  const editor = useEditorTarget<Article>();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [query, setQuery] = useState('');
  const [toDelete, setToDelete] = useState<Article | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<DeleteProblem | null>(null);
  const deletion = useDeleteArticle();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const all = articles.data ?? [];
  const needle = query.trim().toLowerCase();
  const shown = all
    .filter((article) => statusFilter === 'all' || article.status === statusFilter)
    .filter((article) => !needle || article.title.toLowerCase().includes(needle))
    .sort(byRecentUpdate);
  const counts = (status: StatusFilter) =>
    status === 'all' ? all.length : all.filter((article) => article.status === status).length;
  const filterOptions = [
    { value: 'all', label: `All (${counts('all')})` },
    ...articleStatusOptions.map((option) => ({
      value: option.value,
      label: `${option.label} (${counts(option.value)})`,
    })),
  ];
  const filtered = statusFilter !== 'all' || needle !== '';

  function askToDelete(article: Article) {
    setDeleteProblem(null);
    setToDelete(article);
  }

  function confirmDelete() {
    if (!toDelete) return;
    const article = toDelete;
    deletion.mutate(article.id, {
      onSuccess: () => {
        toast.success(ARTICLE_DELETED, { description: `“${article.title}” is deleted.` });
        editor.forget(article.id);
        setToDelete(null);
        // The row is gone: keep keyboard users in the list rather than at the page top.
        headingRef.current?.focus();
      },
      onError: (error) => {
        const message = error.message || 'Please try again.';
        toast.error(ARTICLE_DELETE_FAILED, { description: message });
        setDeleteProblem({ title: ARTICLE_DELETE_FAILED, message });
      },
    });
  }

  return (
    <section aria-labelledby="cms-articles-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2
          id="cms-articles-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900"
        >
          Articles
        </h2>
        <Button onClick={editor.openNew}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          New Article
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field id="cms-article-search" label="Search by title">
          {(aria) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-600"
              />
              <Input
                {...aria}
                type="search"
                autoComplete="off"
                className="pl-10"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          )}
        </Field>
        <Field id="cms-article-status" label="Status">
          {(aria) => (
            <Select
              {...aria}
              options={filterOptions}
              value={statusFilter}
              onChange={(event) => setStatusFilter(event.target.value as StatusFilter)}
            />
          )}
        </Field>
      </div>

      {articles.isPending ? (
        <LoadingMessage label="Loading the articles" />
      ) : articles.isError ? (
        <LoadFailed
          title="We could not load the articles."
          error={articles.error}
          onRetry={() => void articles.refetch()}
        />
      ) : (
        <>
          <p role="status" className="text-ink-700">
            {filtered
              ? `Showing ${shown.length} of ${countLabel(all.length, 'article')}.`
              : countLabel(all.length, 'article') + '.'}
          </p>
          {all.length === 0 ? (
            <div className="rounded-xl border-2 border-dashed border-ink-300 bg-white p-6 text-center">
              <p className="text-lg font-semibold text-ink-900">No articles yet</p>
              <p className="text-ink-700">Write the first guide for the education centre.</p>
              <Button onClick={editor.openNew} className="mt-4">
                <Plus aria-hidden="true" className="h-5 w-5" />
                New Article
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <div className="rounded-xl border-2 border-dashed border-ink-300 bg-white p-6 text-center">
              <p className="text-lg font-semibold text-ink-900">No articles match the filters</p>
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => {
                  setQuery('');
                  setStatusFilter('all');
                }}
              >
                Clear filters
              </Button>
            </div>
          ) : (
            <ul aria-labelledby="cms-articles-heading" className="space-y-3">
              {shown.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article}
                  onEdit={() => editor.openEdit(article)}
                  onDelete={() => askToDelete(article)}
                />
              ))}
            </ul>
          )}
        </>
      )}

      <ArticleEditor
        key={editor.key}
        article={editor.target}
        open={editor.open}
        onOpenChange={editor.setOpen}
        onSaved={editor.finish}
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        name={toDelete?.title ?? ''}
        confirmLabel="Delete article"
        onConfirm={confirmDelete}
        busy={deletion.isPending}
        problem={deleteProblem}
      >
        {toDelete?.status === 'published' ? (
          <p className="text-ink-700">
            It is published: it disappears from the site and its address stops working.
          </p>
        ) : null}
      </ConfirmDeleteDialog>
    </section>
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
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h3 className="text-lg font-bold break-words text-ink-900">{article.title}</h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-ink-700">
          <ArticleStatusBadge status={article.status} />
          {article.isFeatured ? <FeaturedBadge /> : null}
          <span>
            <span className="sr-only">Category:</span>{' '}
            {article.categoryName ?? <span className="italic">No category</span>}
          </span>
          <span>Updated {formatShortDate(article.updatedAt)}</span>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {article.status === 'published' ? (
          <a
            href={paths.resource.getHref(article.slug)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            View <span className="sr-only">“{article.title}” on the site (opens a new tab)</span>
          </a>
        ) : null}
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit <span className="sr-only">“{article.title}”</span>
        </Button>
        <Button
          variant="outline"
          onClick={onDelete}
          className="border-red-700 text-red-800 hover:bg-red-50 focus-visible:ring-red-700"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete <span className="sr-only">“{article.title}”</span>
        </Button>
      </div>
    </li>
  );
}
