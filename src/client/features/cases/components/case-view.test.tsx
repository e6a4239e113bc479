import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import { storeSignIn } from '@client/lib/auth-storage';
import { caseSubmittedUpdate, submittedCase } from '@client/testing/case-fixtures';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { CASE_NOT_FOUND_MESSAGE, CaseView } from './case-view';

const { serve } = stubFetchForEachTest();

beforeEach(() => storeSignIn('client', 'client-token', { id: 'u1' }));

const detail: ClientCaseDetail = {
  case: { ...submittedCase, status: 'in_progress' },
  updates: [caseSubmittedUpdate],
  documents: [],
  requests: [
    {
      id: 'r1',
      title: 'Signed purchase contract',
      description: null,
      documentType: 'contract',
      dueDate: null,
      status: 'open',
      askedBy: 'Smith & Partners Law',
      createdAt: '2025-03-05T12:00:00.000Z',
      fulfilledAt: null,
      documentId: null,
    },
  ],
  partner: { companyName: 'Smith & Partners Law' },
};

function renderCase(answer: () => Response) {
  serve(
    routeTable({
      'GET /api/cases/c1': answer,
      'GET /api/cases/c1/messages': () => jsonResponse({ messages: [] }),
    }),
  );
  return renderAt('/dashboard/cases/c1', {
    '/dashboard/cases/:caseId': <CaseView userId="u1" caseId="c1" />,
    '/dashboard': <h1>Dashboard stub</h1>,
  });
}

describe('Case page', () => {
  it('shows the status, the firm, what is needed, the messages, documents, updates and facts', async () => {
    renderCase(() => jsonResponse(detail));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case TRA-2025-0001' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Case progress',
      'Your partner attorney: Smith & Partners Law',
      'What we need from you',
      'Messages',
      'Documents',
      'Updates',
      'About your case',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'What we need from you' })).getByRole('heading', {
        name: 'Signed purchase contract',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/There are no messages yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '#case-messages',
    );
  });

  it('says nothing is needed when nothing is asked', async () => {
    renderCase(() => jsonResponse({ ...detail, requests: [] }));
    const section = await screen.findByRole('region', { name: 'What we need from you' });
    expect(section).toHaveTextContent('Nothing is needed from you right now.');
  });

  it('says when the case is not one of the client’s', async () => {
    renderCase(() => jsonResponse({ message: 'Case not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByText(i18n._(CASE_NOT_FOUND_MESSAGE))).toBeInTheDocument();
  });

  it('offers to try again when the case cannot be loaded', async () => {
    renderCase(() => jsonResponse({ message: 'Failed to load case details.' }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this case.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
