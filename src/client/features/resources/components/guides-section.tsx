import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Check } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Article, Category } from '@shared/contracts/content';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { cn } from '@client/lib/cn';
import { useArticles } from '../api/get-articles';
import { useCategories } from '../api/get-categories';
import { categoryNameIn } from './format';
import { GuideCard } from './guide-card';
import { ResourcesSection } from './resources-section';

const CATEGORY_PARAM = 'category';

interface CategoryChip {
  slug: string;
  name: string;
  count: number;
}

/**
 * The filter choices: the active categories in their display order, each with the number of
 * published guides in it. Categories without a published guide are left out; a guide's category
 * missing from the list (or before the list has loaded) still gets a chip.
 */
export function buildCategoryChips(
  articles: readonly Article[],
  categories: readonly Category[] | undefined,
): CategoryChip[] {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const article of articles) {
    if (!article.category) continue;
    counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
    if (article.categoryName) names.set(article.category, article.categoryName);
  }
  const ordered = [...(categories ?? [])]
    .filter((category) => category.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
    .map(({ slug, name }) => ({ slug, name }));
  for (const slug of counts.keys()) {
    if (!ordered.some((category) => category.slug === slug)) {
      ordered.push({ slug, name: names.get(slug) ?? slug });
    }
  }
  return ordered
    .map((category) => ({ ...category, count: counts.get(category.slug) ?? 0 }))
    .filter((category) => category.count > 0);
}

function FilterChip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 text-base font-semibold transition-colors',
        'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none',
        pressed
          ? 'border-brand-800 bg-brand-800 text-white underline decoration-2 underline-offset-4'
          : 'border-ink-300 bg-white text-ink-900 hover:border-brand-700 hover:bg-brand-50',
      )}
    >
      {pressed ? <Check aria-hidden="true" className="h-5 w-5" /> : null}
      {label}
      <span
        className={cn(
          'rounded-full px-2 text-sm',
          pressed ? 'bg-white text-brand-800' : 'bg-ink-100 text-ink-900',
        )}
      >
        <span className="sr-only">(</span>
        {count}
        <span className="sr-only">
          {' '}
          <Plural value={count} one="guide)" other="guides)" />
        </span>
      </span>
    </button>
  );
}

function GuideList({ articles }: { articles: readonly Article[] }) {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  const [searchParams, setSearchParams] = useSearchParams();
  const chips = buildCategoryChips(articles, categories.data);
  const requested = searchParams.get(CATEGORY_PARAM);
  const selected = chips.find((chip) => chip.slug === requested) ?? null;
  const shown = selected
    ? articles.filter((article) => article.category === selected.slug)
    : articles;

  const shownCount = shown.length;
  const selectedName = selected?.name ?? '';

  function choose(slug: string | null) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (slug) next.set(CATEGORY_PARAM, slug);
        else next.delete(CATEGORY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="space-y-6">
      {chips.length > 1 ? (
        <div role="group" aria-labelledby="guide-filter-label" className="space-y-2">
          <p id="guide-filter-label" className="text-lg font-semibold text-ink-900">
            <Trans>Show guides about:</Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <FilterChip
              label={t`All topics`}
              count={articles.length}
              pressed={selected === null}
              onClick={() => choose(null)}
            />
            {chips.map((chip) => (
              <FilterChip
                key={chip.slug}
                label={categoryNameIn(i18n, chip.name)}
                count={chip.count}
                pressed={selected?.slug === chip.slug}
                onClick={() => choose(chip.slug)}
              />
            ))}
          </div>
        </div>
      ) : null}
      <p role="status" className="text-ink-700">
        {selected ? (
          <Plural
            value={shownCount}
            one={`Showing # guide about ${selectedName}.`}
            other={`Showing # guides about ${selectedName}.`}
          />
        ) : (
          <Plural value={shownCount} one="Showing all # guide." other="Showing all # guides." />
        )}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((article) => (
          <li key={article.id}>
            <GuideCard article={article} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Requirements §2: the detailed guides (published articles), with a filter by category. */
export function GuidesSection() {
  const { t } = useLingui();
  const articles = useArticles();
  let body;
  if (articles.isPending) {
    body = (
      <LoadingMessage
        label={t`Loading the guides`}
        className="rounded-2xl border border-ink-200 bg-white p-6"
      />
    );
  } else if (articles.isError) {
    body = (
      <LoadFailed
        title={t`We could not load the guides.`}
        error={articles.error}
        onRetry={() => void articles.refetch()}
        className="rounded-2xl p-6"
      />
    );
  } else if (articles.data.length === 0) {
    body = (
      <div className="space-y-3 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-8 text-center">
        <BookOpen aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <p className="text-xl font-semibold text-ink-900">
          <Trans>No guides yet</Trans>
        </p>
        <p className="text-ink-700">
          <Trans>
            Our guides are being written. Please check back soon, or use the free downloads above in
            the meantime.
          </Trans>
        </p>
      </div>
    );
  } else {
    body = <GuideList articles={articles.data} />;
  }

  return (
    <ResourcesSection
      headingId="guides-heading"
      title={t`Guides`}
      intro={t`Each guide explains one subject in plain words, with the key points and what you can do next.`}
    >
      {body}
    </ResourcesSection>
  );
}
