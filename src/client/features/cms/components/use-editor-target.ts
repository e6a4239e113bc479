import { useState } from 'react';

interface EditorState<Item> {
  open: boolean;
  /** The item being edited, or null for a new one. */
  target: Item | null;
  /** Changes whenever the editor must start afresh; the editor is keyed by it. */
  key: string;
  /** Saved or deleted: the next opening starts afresh. */
  spent: boolean;
  version: number;
}

/**
 * Which item an editor dialog works on. Closing without saving keeps what was typed (the
 * editor stays mounted under the same key), so reopening the same item, or New again, picks
 * up the draft; opening another item, or opening after a save, starts afresh. The key only
 * changes when opening, so a closing dialog is closed (and gives focus back) rather than
 * removed.
 */
export function useEditorTarget<Item extends { id: string }>() {
  const [state, setState] = useState<EditorState<Item>>({
    open: false,
    target: null,
    key: 'new:0',
    spent: false,
    version: 0,
  });

  function start(target: Item | null) {
    setState((current) => {
      const same = current.target?.id === target?.id;
      if (same && !current.spent) return { ...current, open: true };
      const version = current.version + 1;
      return {
        open: true,
        target,
        key: `${target?.id ?? 'new'}:${version}`,
        spent: false,
        version,
      };
    });
  }

  const setOpen = (open: boolean) => setState((current) => ({ ...current, open }));
  /** Saved: close, and forget the draft. */
  const finish = () => setState((current) => ({ ...current, open: false, spent: true }));

  return {
    target: state.target,
    key: state.key,
    /** The editor dialog's open state and what closes it (its `key` is given apart). */
    dialog: { open: state.open, onOpenChange: setOpen, onSaved: finish },
    openNew: () => start(null),
    openEdit: (item: Item) => start(item),
    /** Forgets the draft of an item that was deleted. */
    forget: (id: string) =>
      setState((current) => (current.target?.id === id ? { ...current, spent: true } : current)),
  };
}
