import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
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
 * on both sides, so the server's markup hydrates as it is). `i18n` is the page's language:
 * the browser's one instance, or on the server one per render.
 */
export function App({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  // The page is live once this has mounted and every deferred part has rendered (lib/page-live).
  useEffect(rootHasMounted, []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PageIds>{children}</PageIds>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>
  );
}
