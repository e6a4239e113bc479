import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@client/lib/query-client';

/**
 * Renders pages at `url` in a memory router with the app's own query cache policy and the
 * toaster, so toasts are real text. `pages` maps route paths to elements; a stub stands in
 * for the partner dashboard.
 */
export function renderAt(url: string, pages: Record<string, ReactNode>) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      ...Object.entries(pages).map(([path, element]) => ({ path, element })),
      { path: '/partner-dashboard', element: <h1>Partner dashboard stub</h1> },
      { path: '*', element: <h1>Other page stub</h1> },
    ],
    { initialEntries: [url] },
  );
  // Files of any type can be chosen, as in a real browser's "All files" choice.
  const user = userEvent.setup({ applyAccept: false });
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

/** The JSON body a fetch call sent. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}
