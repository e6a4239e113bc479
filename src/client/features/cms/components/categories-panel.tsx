import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Category } from '@shared/contracts/content';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { ActiveBadge } from './article-status-badge';
import { CategoryEditor } from './category-editor';
import { ConfirmDeleteDialog, type DeleteProblem } from './confirm-delete-dialog';
import { countLabel } from './content-labels';
import { useEditorTarget } from './use-editor-target';

export const CATEGORY_DELETED = 'Category deleted successfully';
export const CATEGORY_DELETE_FAILED = 'Failed to delete category';

function byDisplayOrder(a: Category, b: Category) {
  return a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);
}

/** Spec §2 Categories tab: every category (inactive too), and create, edit and delete. */
export function CategoriesPanel() {
  const categories = useCategories();
  const editor = useEditorTarget<Category>();
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<DeleteProblem | null>(null);
  const deletion = useDeleteCategory();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = [...(categories.data ?? [])].sort(byDisplayOrder);

  function confirmDelete() {
    if (!toDelete) return;
    const category = toDelete;
    deletion.mutate(category.id, {
      onSuccess: () => {
        toast.success(CATEGORY_DELETED, { description: `“${category.name}” is deleted.` });
        editor.forget(category.id);
        setToDelete(null);
        headingRef.current?.focus();
      },
      onError: (error) => {
        const message = error.message || 'Please try again.';
        toast.error(CATEGORY_DELETE_FAILED, { description: message });
        setDeleteProblem({ title: CATEGORY_DELETE_FAILED, message });
      },
    });
  }

  return (
    <section aria-labelledby="cms-categories-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2
          id="cms-categories-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900"
        >
          Categories
        </h2>
        <Button onClick={editor.openNew}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          New Category
        </Button>
      </div>

      {categories.isPending ? (
        <LoadingMessage label="Loading the categories" />
      ) : categories.isError ? (
        <LoadFailed
          title="We could not load the categories."
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      ) : shown.length === 0 ? (
        <div className="rounded-xl border-2 border-dashed border-ink-300 bg-white p-6 text-center">
          <p className="text-lg font-semibold text-ink-900">No categories yet</p>
          <p className="text-ink-700">Categories group the articles of the education centre.</p>
          <Button onClick={editor.openNew} className="mt-4">
            <Plus aria-hidden="true" className="h-5 w-5" />
            New Category
          </Button>
        </div>
      ) : (
        <ul aria-labelledby="cms-categories-heading" className="space-y-3">
          {shown.map((category) => (
            <li
              key={category.id}
              className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between"
            >
              <div className="min-w-0 space-y-1.5">
                <h3 className="text-lg font-bold break-words text-ink-900">{category.name}</h3>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-ink-700">
                  <ActiveBadge active={category.isActive} />
                  <span className="font-mono text-sm break-all">
                    <span className="sr-only">Slug:</span> {category.slug}
                  </span>
                  <span>Order {category.displayOrder}</span>
                  <span>{countLabel(category.articleCount, 'article')}</span>
                </div>
                {category.description ? (
                  <p className="text-ink-700">{category.description}</p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button variant="outline" onClick={() => editor.openEdit(category)}>
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  Edit <span className="sr-only">“{category.name}”</span>
                </Button>
                <Button
                  variant="outline"
                  onClick={() => {
                    setDeleteProblem(null);
                    setToDelete(category);
                  }}
                  className="border-red-700 text-red-800 hover:bg-red-50 focus-visible:ring-red-700"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Delete <span className="sr-only">“{category.name}”</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <CategoryEditor
        key={editor.key}
        category={editor.target}
        open={editor.open}
        onOpenChange={editor.setOpen}
        onSaved={editor.finish}
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        name={toDelete?.name ?? ''}
        confirmLabel="Delete category"
        onConfirm={confirmDelete}
        busy={deletion.isPending}
        problem={deleteProblem}
      >
        {toDelete && toDelete.articleCount > 0 ? (
          <p className="rounded-lg bg-accent-100 p-3 text-ink-900">
            It still has {countLabel(toDelete.articleCount, 'article')}. A category with articles
            cannot be deleted: move them to another category (or delete them) first, or untick
            “Active” to hide it instead.
          </p>
        ) : null}
      </ConfirmDeleteDialog>
    </section>
  );
}
