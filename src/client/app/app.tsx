import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { rootHasMounted } from '@client/lib/page-live';
import { PageIds } from '@client/lib/stable-id';

// Toasts follow something the visitor did, never the first paint, so their code loads after
// the page's own. A toast raised before it arrives is shown once it does (sonner keeps the
// active toasts for a Toaster that subscribes late).
const AppToaster = lazy(() => import('./toaster'));

/**
 * The app around its router: the browser's, or on the server the static one (the same tree
 * on both sides, so the server's markup hydrates as it is).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The page is live once this has mounted and every deferred part has rendered (lib/page-live).
  useEffect(rootHasMounted, []);
  return (
    <QueryClientProvider client={queryClient}>
      <PageIds>{children}</PageIds>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
