import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientCase } from '@shared/contracts/cases';
import { submittedCase } from '@client/testing/case-fixtures';
import { installDialogMethods } from '@client/testing/dialog';
import {
  jsonResponse,
  sentBody,
  stubFetchForEachTest,
  type FetchHandler,
} from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { toastTitle } from '@client/testing/toasts';
import { CasesSection } from './cases-section';

const { serve, calls } = stubFetchForEachTest();

beforeAll(installDialogMethods);

function renderSection(handler: FetchHandler) {
  serve(handler);
  const { user } = renderAt('/dashboard', { '/dashboard': <CasesSection userId="u1" /> });
  return { user, posts: () => calls('POST') };
}

async function openNewCaseDialog(user: ReturnType<typeof renderSection>['user']) {
  await screen.findByRole('heading', { name: /Case TRA-2025-0001/ });
  await user.click(screen.getAllByRole('button', { name: 'New Case' })[0]!);
  return screen.getByRole('dialog', { name: 'Open a New Case' });
}

describe('New Case dialog', () => {
  it('says what is missing and sends nothing when company and situation are empty', async () => {
    const { user, posts } = renderSection(() => jsonResponse([submittedCase]));
    const dialog = await openNewCaseDialog(user);

    expect(within(dialog).getByLabelText('Priority')).toHaveValue('medium');
    // Blank space alone does not count.
    await user.type(within(dialog).getByLabelText('Timeshare company'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Case' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Missing information');
    expect(alert).toHaveTextContent('Please fill in the timeshare company and situation details.');
    expect(await toastTitle('Missing information')).toBeVisible();
    expect(within(dialog).getByLabelText('Timeshare company')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('Your situation')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('creates the case, confirms it, closes and refreshes the list', async () => {
    const created: ClientCase = {
      ...submittedCase,
      id: 'c2',
      caseNumber: 'TRA-2025-0002',
      timeshareCompany: 'Bay Club',
      situation: 'I want to leave.',
      priority: 'high',
    };
    let list = [submittedCase];
    const { user, posts } = renderSection((method) => {
      if (method === 'POST') {
        list = [created, ...list];
        return jsonResponse(created, 201);
      }
      return jsonResponse(list);
    });
    const dialog = await openNewCaseDialog(user);

    await user.type(within(dialog).getByLabelText('Timeshare company'), 'Bay Club');
    await user.type(within(dialog).getByLabelText(/Purchase date/), 'June 2019');
    await user.type(within(dialog).getByLabelText('Your situation'), 'I want to leave.');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Create Case' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]![0]).toBe('/api/cases');
    expect(sentBody(posts()[0])).toEqual({
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
    const { user, posts } = renderSection((method) =>
      method === 'POST'
        ? jsonResponse({ message: 'The service is briefly unavailable.' }, 503)
        : jsonResponse([submittedCase]),
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
    renderSection(() => jsonResponse([]));
    expect(await screen.findByText('You have no cases yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Case' })).toHaveLength(2);
  });

  it('shows each case with its status in words, and offers a retry when loading fails', async () => {
    let fail = true;
    const { user } = renderSection(() =>
      fail ? jsonResponse({ message: 'Server unavailable' }, 500) : jsonResponse([submittedCase]),
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
    expect(
      within(card).getByRole('link', { name: 'View Details of case TRA-2025-0001' }),
    ).toHaveAttribute('href', '/dashboard/cases/c1');
  });
});
