import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@client/lib/query-client';

/*
 * Components are rendered as the app renders them: with the app's own query cache policy
 * (never stale, no retries, the default loader) and with the toaster, so toasts are real text
 * a test can find, as people see them.
 */

/**
 * A user for one test. Files of any type can be chosen, as with a browser's "All files"
 * choice, so a test can show what the page says about a file it does not accept.
 */
function setUpUser() {
  return userEvent.setup({ applyAccept: false });
}

/**
 * Renders `ui` with a fresh query cache and the toaster, in the language the test setup
 * activated (English unless a test switches `i18n`).
 */
export function renderWithQueryClient(ui: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, queryClient, user: setUpUser() };
}

/**
 * Renders `pages` (route path → element) in a memory router opened at `url`, with a fresh
 * query cache and the toaster; any other address shows "Other page stub". Stand-ins for the
 * places a page sends people to are pages too: `{ '/staff-login': <h1>Staff login stub</h1> }`.
 */
export function renderAt(url: string, pages: Record<string, ReactNode>) {
  const routes = Object.entries({ '*': <h1>Other page stub</h1>, ...pages }).map(
    ([path, element]) => ({ path, element }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { ...renderWithQueryClient(<RouterProvider router={router} />), router };
}
