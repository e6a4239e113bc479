import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientCase } from '@shared/contracts/cases';
import { CasesSection } from './cases-section';
import { createQueryClient } from '@client/lib/query-client';

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const firstCase: ClientCase = {
  id: 'c1',
  caseNumber: 'TRA-2025-0001',
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: null,
  situation: 'The fees keep rising every year.',
  priority: 'medium',
  status: 'submitted',
  createdAt: '2025-03-04T15:00:00.000Z',
  updatedAt: '2025-03-04T15:00:00.000Z',
};

type Handler = (url: string, init?: RequestInit) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

function renderSection(handler: Handler) {
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    handler(String(url), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <CasesSection userId="u1" />
      <Toaster />
    </QueryClientProvider>,
  );
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { user, fetchMock, posts };
}

async function openNewCaseDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: /Case TRA-2025-0001/ });
  await user.click(screen.getAllByRole('button', { name: 'New Case' })[0]!);
  return screen.getByRole('dialog', { name: 'Open a New Case' });
}

describe('New Case dialog', () => {
  it('says what is missing and sends nothing when company and situation are empty', async () => {
    const { user, posts } = renderSection(() => json([firstCase]));
    const dialog = await openNewCaseDialog(user);

    expect(within(dialog).getByLabelText('Priority')).toHaveValue('medium');
    // Blank space alone does not count.
    await user.type(within(dialog).getByLabelText('Timeshare company'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Case' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Missing information');
    expect(alert).toHaveTextContent('Please fill in the timeshare company and situation details.');
    expect(
      await screen.findByText('Missing information', { selector: '[data-title]' }),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Timeshare company')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('Your situation')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('creates the case, confirms it, closes and refreshes the list', async () => {
    const created: ClientCase = {
      ...firstCase,
      id: 'c2',
      caseNumber: 'TRA-2025-0002',
      timeshareCompany: 'Bay Club',
      situation: 'I want to leave.',
      priority: 'high',
    };
    let list = [firstCase];
    const { user, posts } = renderSection((url, init) => {
      if (init?.method === 'POST') {
        list = [created, ...list];
        return json(created, 201);
      }
      return json(list);
    });
    const dialog = await openNewCaseDialog(user);

    await user.type(within(dialog).getByLabelText('Timeshare company'), 'Bay Club');
    await user.type(within(dialog).getByLabelText(/Purchase date/), 'June 2019');
    await user.type(within(dialog).getByLabelText('Your situation'), 'I want to leave.');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Create Case' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]![0]).toBe('/api/cases');
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({
      timeshareCompany: 'Bay Club',
      purchaseDate: 'June 2019',
      situation: 'I want to leave.',
      priority: 'high',
    });
    expect(await screen.findByText('Case Created')).toBeInTheDocument();
    expect(screen.getByText("We'll be in touch within 24-48 hours.")).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await screen.findByRole('heading', { name: /Case TRA-2025-0002/ })).toBeInTheDocument();
  });

  it('keeps the dialog open with what was typed when creating fails', async () => {
    const { user, posts } = renderSection((_url, init) =>
      init?.method === 'POST'
        ? json({ message: 'The service is briefly unavailable.' }, 503)
        : json([firstCase]),
    );
    const dialog = await openNewCaseDialog(user);

    await user.type(within(dialog).getByLabelText('Timeshare company'), 'Bay Club');
    await user.type(within(dialog).getByLabelText('Your situation'), 'I want to leave.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Case' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create case');
    expect(alert).toHaveTextContent('The service is briefly unavailable.');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByLabelText('Timeshare company')).toHaveValue('Bay Club');
    expect(within(dialog).getByLabelText('Your situation')).toHaveValue('I want to leave.');
  });
});

describe('Case list', () => {
  it('shows the empty state with a New Case button', async () => {
    renderSection(() => json([]));
    expect(await screen.findByText('You have no cases yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Case' })).toHaveLength(2);
  });

  it('shows each case with its status in words, and offers a retry when loading fails', async () => {
    let fail = true;
    const { user } = renderSection(() =>
      fail ? json({ message: 'Server unavailable' }, 500) : json([firstCase]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cases.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const card = (await screen.findByRole('heading', { name: 'Case TRA-2025-0001' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Sunny Shores Vacation Club')).toBeInTheDocument();
    expect(within(card).getByText('Submitted')).toBeInTheDocument();
    expect(within(card).getByText(/Opened on March 4, 2025/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /View Details/ })).toBeInTheDocument();
  });
});
