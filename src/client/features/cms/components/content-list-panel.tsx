import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import type { ContentDelete } from './use-content-delete';

/** 'New Article', 'New Category': the button that opens an empty editor. */
export function NewItemButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button onClick={onClick} className={className}>
      <Plus aria-hidden="true" className="h-5 w-5" />
      {label}
    </Button>
  );
}

/** A dashed box in place of an empty list: what is (not) there, and what to do about it. */
export function EmptyList({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border-2 border-dashed border-ink-300 bg-white p-6 text-center">
      <p className="text-lg font-semibold text-ink-900">{title}</p>
      {hint ? <p className="text-ink-700">{hint}</p> : null}
      {children}
    </div>
  );
}

/** The list of rows, named by the panel's heading. */
export function ContentList({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <ul aria-labelledby={headingId} className="space-y-3">
      {children}
    </ul>
  );
}

/** One row: its name, facts about it, and Edit and Delete (named with it for screen readers). */
export function ContentRow({
  name,
  facts,
  details,
  actions,
  onEdit,
  onDelete,
  lang,
}: {
  name: string;
  /** The language the item's name is written in, when it is content in a known language. */
  lang?: string;
  /** Badges and facts on the line under the name. */
  facts: ReactNode;
  /** Shown under the facts. */
  details?: ReactNode;
  /** Shown before Edit, such as a View link. */
  actions?: ReactNode;
  onEdit: () => void;
  /** Left out where items cannot be deleted. */
  onDelete?: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h3 lang={lang} className="text-lg font-bold break-words text-ink-900">
          {name}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-ink-700">{facts}</div>
        {details}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {actions}
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <Trans>
            Edit <span className="sr-only">“{name}”</span>
          </Trans>
        </Button>
        {onDelete ? (
          <Button variant="danger-outline" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            <Trans>
              Delete <span className="sr-only">“{name}”</span>
            </Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export interface ContentListPanelProps<Item extends { id: string }> {
  headingId: string;
  /** The panel's heading, such as 'Articles'. */
  title: string;
  /** The New button's words, such as 'New Article'; without it, no New button. */
  newLabel?: string;
  onNew?: () => void;
  /** The list's query: while it loads or after it failed, the panel says so instead. */
  list: UseQueryResult<unknown>;
  loadingLabel: string;
  loadFailedTitle: string;
  /** Shown between the heading and the list, such as filters. */
  toolbar?: ReactNode;
  /** The loaded list (or its empty state). */
  children: ReactNode;
  /** The item's editor dialog. */
  editor: ReactNode;
  /** Left out where items cannot be deleted. */
  remove?: ContentDelete<Item>;
  /** The confirming button's words, such as 'Delete article'. */
  confirmLabel?: string;
  /** What to know before deleting this item, if anything. */
  deleteWarning?: ReactNode;
}

/**
 * A CMS tab (requirements §2): the heading with a New button, the list once it has loaded, and the
 * item's editor and delete confirmation.
 */
export function ContentListPanel<Item extends { id: string }>({
  headingId,
  title,
  newLabel,
  onNew,
  list,
  loadingLabel,
  loadFailedTitle,
  toolbar,
  children,
  editor,
  remove,
  confirmLabel,
  deleteWarning,
}: ContentListPanelProps<Item>) {
  const { t } = useLingui();
  // Apart, so the dialog's props are not taken for the ref.
  const { headingRef, dialog } = remove ?? {};
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900"
        >
          {title}
        </h2>
        {newLabel && onNew ? <NewItemButton label={newLabel} onClick={onNew} /> : null}
      </div>

      {toolbar}

      {list.isPending ? (
        <LoadingMessage label={loadingLabel} />
      ) : list.isError ? (
        <LoadFailed
          title={loadFailedTitle}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        children
      )}

      {editor}
      {dialog ? (
        <ConfirmDeleteDialog {...dialog} confirmLabel={confirmLabel ?? t`Delete`}>
          {deleteWarning}
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  );
}
