import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

/**
 * The words in a search box whose search lives elsewhere (the address): `commit` gets them once
 * typing pauses, and the box follows when the search changes from outside (back button, a
 * link, a "Clear search" button).
 */
export function useSearchDraft(committed: string, commit: (search: string) => void) {
  const [draft, setDraft] = useState(committed);
  const settled = useDebouncedValue(draft.trim());
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    // Our own commit arriving leaves the box alone, so letters typed meanwhile stay.
    if (committed !== settled) setDraft(committed);
  }
  // Only a newly settled value is a new search: one that is merely behind the address (after
  // the back button) must not push the old words back into it.
  const handled = useRef(settled);
  useEffect(() => {
    if (handled.current === settled) return;
    handled.current = settled;
    if (settled !== committed) commit(settled);
  }, [settled, committed, commit]);
  return [draft, setDraft] as const;
}
