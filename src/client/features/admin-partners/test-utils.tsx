import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { StaffUser } from '@shared/contracts/auth';
import { createQueryClient } from '@client/lib/query-client';

/*
 * The admin screens' tests render the real pages against a stubbed fetch: each test answers
 * the API calls it expects, and any other call fails loudly with a 500.
 */

export const admin: StaffUser = {
  id: 'staff-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
};

export const editor: StaffUser = { ...admin, id: 'staff-2', firstName: 'Erin', role: 'editor' };

export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type Handler = (method: string, url: string, body: unknown) => Response | undefined;

export const fetchMock = vi.fn<typeof fetch>();

/** Answers the staff session check as `user`, then whatever `handler` answers. */
export function serve(user: StaffUser, handler: Handler) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (url === '/api/staff/me') return json({ user });
    return handler(method, url, body) ?? json({ message: `Unexpected ${method} ${url}` }, 500);
  });
}

/** The calls made with this method to this address (with its query). */
export function calls(method: string, url: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
  );
}

export function sentBody(call: Parameters<typeof fetch>): unknown {
  return call[1]?.body === undefined ? undefined : (JSON.parse(String(call[1].body)) as unknown);
}

export function renderAt(url: string, pages: Record<string, ReactNode>) {
  const router = createMemoryRouter(
    Object.entries({ '/admin': <h1>Staff area stub</h1>, ...pages }).map(([path, element]) => ({
      path,
      element,
    })),
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

export const toastTitle = (text: string) => screen.findByText(text, { selector: '[data-title]' });

/** jsdom has <dialog> but not its modal methods. */
export function installDialogMethods() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
