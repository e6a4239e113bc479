import type { Category } from '@shared/contracts/content';
import { countLabel } from '@client/lib/count-label';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { ActiveBadge } from './article-status-badge';
import { CategoryEditor } from './category-editor';
import {
  ContentList,
  ContentListPanel,
  ContentRow,
  EmptyList,
  NewItemButton,
} from './content-list-panel';
import { useContentDelete } from './use-content-delete';
import { useEditorTarget } from './use-editor-target';

export const CATEGORY_DELETED = 'Category deleted successfully';
export const CATEGORY_DELETE_FAILED = 'Failed to delete category';

const HEADING_ID = 'cms-categories-heading';

function byDisplayOrder(a: Category, b: Category) {
  return a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);
}

/** Requirements §2 Categories tab: every category (inactive too), and create, edit and delete. */
export function CategoriesPanel() {
  const categories = useCategories();
  const editor = useEditorTarget<Category>();
  const remove = useContentDelete<Category>({
    deletion: useDeleteCategory(),
    nameOf: (category) => category.name,
    deletedTitle: CATEGORY_DELETED,
    failedTitle: CATEGORY_DELETE_FAILED,
    editor,
  });
  const shown = [...(categories.data ?? [])].sort(byDisplayOrder);
  const toDelete = remove.toDelete;

  return (
    <ContentListPanel
      headingId={HEADING_ID}
      title="Categories"
      newLabel="New Category"
      onNew={editor.openNew}
      list={categories}
      loadingLabel="Loading the categories"
      loadFailedTitle="We could not load the categories."
      editor={<CategoryEditor key={editor.key} category={editor.target} {...editor.dialog} />}
      remove={remove}
      confirmLabel="Delete category"
      deleteWarning={
        toDelete && toDelete.articleCount > 0 ? (
          <p className="rounded-lg bg-accent-100 p-3 text-ink-900">
            It still has {countLabel(toDelete.articleCount, 'article')}. A category with articles
            cannot be deleted: move them to another category (or delete them) first, or untick
            “Active” to hide it instead.
          </p>
        ) : null
      }
    >
      {shown.length === 0 ? (
        <EmptyList
          title="No categories yet"
          hint="Categories group the articles of the education centre."
        >
          <NewItemButton label="New Category" onClick={editor.openNew} className="mt-4" />
        </EmptyList>
      ) : (
        <ContentList headingId={HEADING_ID}>
          {shown.map((category) => (
            <ContentRow
              key={category.id}
              name={category.name}
              facts={
                <>
                  <ActiveBadge active={category.isActive} />
                  <span className="font-mono text-sm break-all">
                    <span className="sr-only">Slug:</span> {category.slug}
                  </span>
                  <span>Order {category.displayOrder}</span>
                  <span>{countLabel(category.articleCount, 'article')}</span>
                </>
              }
              details={
                category.description ? <p className="text-ink-700">{category.description}</p> : null
              }
              onEdit={() => editor.openEdit(category)}
              onDelete={() => remove.ask(category)}
            />
          ))}
        </ContentList>
      )}
    </ContentListPanel>
  );
}
