/* eslint-disable lingui/no-unlocalized-strings -- element ids, not words for people */
import { createContext, useContext, useState, type ReactNode } from 'react';

/*
 * Ids that tie a label to its box (aria-labelledby, aria-controls) must come out the same on the
 * server and in the browser. A single counter, like Preact's useId, does not: the browser renders
 * a deferred part (components/deferred-part) when its code arrives, after what follows it, so
 * every id from then on would differ from the server's. Here each deferred part counts on its
 * own, from a prefix its place on the page gives it, and the page counts the rest in order.
 */

interface IdScope {
  prefix: string;
  next: number;
}

const IdScopeContext = createContext<IdScope | null>(null);

/** A fresh count of ids under `prefix`, made once per mount. */
function useNewScope(prefix: string): IdScope {
  const [scope] = useState(() => ({ prefix, next: 0 }));
  return scope;
}

function takeId(scope: IdScope): string {
  const id = `${scope.prefix}-${scope.next}`;
  scope.next += 1;
  return id;
}

/** The page's own count: around the whole app. */
export function PageIds({ children }: { children: ReactNode }) {
  return <IdScopeContext.Provider value={useNewScope('id')}>{children}</IdScopeContext.Provider>;
}

/** A count of its own for a part that renders later in the browser than on the server. */
export function SeparateIds({ children }: { children: ReactNode }) {
  const parent = useContext(IdScopeContext);
  const [prefix] = useState(() => (parent ? takeId(parent) : 'id-part'));
  return <IdScopeContext.Provider value={useNewScope(prefix)}>{children}</IdScopeContext.Provider>;
}

/** An id unique on the page, the same on the server and in the browser. */
export function useStableId(): string {
  const scope = useContext(IdScopeContext);
  const [id] = useState(() =>
    scope ? takeId(scope) : `id-${Math.random().toString(36).slice(2)}`,
  );
  return id;
}
