import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@client/lib/query-client';

/**
 * Renders one page at `url` inside a memory router, with stub pages for the places the auth
 * screens send people, a fresh query cache, and the toaster (so toasts are real text).
 */
export function renderPage(page: ReactNode, { path, url }: { path: string; url: string }) {
  // The app's own cache policy (never stale, no retries), so a test sees what people see.
  const queryClient = createQueryClient();
  const stub = (label: string): RouteObject['element'] => <h1>{label}</h1>;
  const routes: RouteObject[] = [
    { path, element: page },
    ...(path === '/auth' ? [] : [{ path: '/auth', element: stub('Auth page stub') }]),
    { path: '/dashboard', element: stub('Dashboard stub') },
    { path: '/admin', element: stub('Admin stub') },
    { path: '*', element: stub('Other page stub') },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
