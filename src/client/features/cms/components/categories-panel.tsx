import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@shared/contracts/content';
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

export const CATEGORY_DELETED = msg`Category deleted successfully`;
export const CATEGORY_DELETE_FAILED = msg`Failed to delete category`;

const HEADING_ID = 'cms-categories-heading';

function byDisplayOrder(a: Category, b: Category) {
  return a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);
}

/** Where the category comes in the education centre's list. */
function OrderFact({ order }: { order: number }) {
  return (
    <span>
      <Trans>Order {order}</Trans>
    </span>
  );
}

/** Requirements §2 Categories tab: every category (inactive too), and create, edit and delete. */
export function CategoriesPanel() {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  const editor = useEditorTarget<Category>();
  const remove = useContentDelete<Category>({
    deletion: useDeleteCategory(),
    nameOf: (category) => category.name,
    deletedTitle: i18n._(CATEGORY_DELETED),
    failedTitle: i18n._(CATEGORY_DELETE_FAILED),
    editor,
  });
  const shown = [...(categories.data ?? [])].sort(byDisplayOrder);
  const toDelete = remove.toDelete;

  return (
    <ContentListPanel
      headingId={HEADING_ID}
      title={t`Categories`}
      newLabel={t`New Category`}
      onNew={editor.openNew}
      list={categories}
      loadingLabel={t`Loading the categories`}
      loadFailedTitle={t`We could not load the categories.`}
      editor={<CategoryEditor key={editor.key} category={editor.target} {...editor.dialog} />}
      remove={remove}
      confirmLabel={t`Delete category`}
      deleteWarning={
        toDelete && toDelete.articleCount > 0 ? (
          <p className="rounded-lg bg-accent-100 p-3 text-ink-900">
            <Plural
              value={toDelete.articleCount}
              one="It still has # article. A category with articles cannot be deleted: move them to another category (or delete them) first, or untick “Active” to hide it instead."
              other="It still has # articles. A category with articles cannot be deleted: move them to another category (or delete them) first, or untick “Active” to hide it instead."
            />
          </p>
        ) : null
      }
    >
      {shown.length === 0 ? (
        <EmptyList
          title={t`No categories yet`}
          hint={t`Categories group the articles of the education centre.`}
        >
          <NewItemButton label={t`New Category`} onClick={editor.openNew} className="mt-4" />
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
                    <span className="sr-only">
                      <Trans>Slug:</Trans>
                    </span>{' '}
                    {category.slug}
                  </span>
                  <OrderFact order={category.displayOrder} />
                  <span>
                    <Plural value={category.articleCount} one="# article" other="# articles" />
                  </span>
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
