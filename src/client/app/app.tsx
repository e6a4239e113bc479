import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@client/lib/query-client';
import { createAppRouter } from './router';

// Toasts follow something the visitor did, never the first paint, so their code loads after
// the page's own. A toast raised before it arrives is shown once it does (sonner keeps the
// active toasts for a Toaster that subscribes late).
const AppToaster = lazy(() => import('./toaster'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
