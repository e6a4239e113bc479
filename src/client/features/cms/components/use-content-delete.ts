import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { toast } from '@client/lib/toast';
import { announceFailure, type Notice } from '@client/lib/announce';

interface DeleteMutation {
  isPending: boolean;
  mutate: (
    id: string,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}

export interface ContentDeleteOptions<Item> {
  deletion: DeleteMutation;
  /** What is deleted, as people know it (an article's title, a category's name). */
  nameOf: (item: Item) => string;
  /** The toast titles, such as 'Article deleted successfully' and 'Failed to delete article'. */
  deletedTitle: string;
  failedTitle: string;
  /** The list's editor: a deleted item's draft is forgotten. */
  editor: { forget: (id: string) => void };
}

/**
 * The two-step delete of a content list: ask, then delete on confirmation with a toast either
 * way. A refusal stays in the dialog so it can be read; after a delete the focus goes to the
 * list's heading (the row is gone), so keyboard users stay in the list.
 */
export function useContentDelete<Item extends { id: string }>({
  deletion,
  nameOf,
  deletedTitle,
  failedTitle,
  editor,
}: ContentDeleteOptions<Item>) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [problem, setProblem] = useState<Notice | null>(null);

  function ask(item: Item) {
    setProblem(null);
    setToDelete(item);
  }

  function confirm() {
    if (!toDelete) return;
    const item = toDelete;
    deletion.mutate(item.id, {
      onSuccess: () => {
        const name = nameOf(item);
        toast.success(deletedTitle, { description: t`“${name}” is deleted.` });
        editor.forget(item.id);
        setToDelete(null);
        headingRef.current?.focus();
      },
      onError: (error) => setProblem(announceFailure(failedTitle, error)),
    });
  }

  return {
    /** For the list's heading, which gets the focus once a deleted row is gone. */
    headingRef,
    /** The item whose deletion is being confirmed. */
    toDelete,
    ask,
    /** For the ConfirmDeleteDialog (with its own confirmLabel). */
    dialog: {
      open: toDelete !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setToDelete(null);
      },
      name: toDelete ? nameOf(toDelete) : '',
      onConfirm: confirm,
      busy: deletion.isPending,
      problem,
    },
  };
}

export type ContentDelete<Item extends { id: string }> = ReturnType<typeof useContentDelete<Item>>;
