import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@client/lib/query-client';
import { createAppRouter } from './router';

/** Requirements §9: one toast visible at a time, 5000 ms each; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_DURATION_MS = 5000;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="top-center"
        richColors
        closeButton
        toastOptions={{ className: 'text-base' }}
      />
    </QueryClientProvider>
  );
}
