import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { render as renderOnly, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import { caseSubmittedUpdate, submittedCase } from '@client/testing/case-fixtures';
import { CaseFacts } from './case-facts';
import { CaseProgressSteps } from './case-progress-steps';
import { CaseUpdates } from './case-updates';

/** Renders `ui` in the language the test setup activated (English). */
function render(ui: ReactElement) {
  return renderOnly(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
}

function steps() {
  return within(screen.getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('CaseProgressSteps', () => {
  it('shows a submitted case on its first step, with the rest upcoming', () => {
    render(<CaseProgressSteps status="submitted" />);
    expect(steps()).toEqual([
      'Step 1: Case SubmittedCurrent step',
      'Step 2: Under ReviewUpcoming',
      'Step 3: In ProgressUpcoming',
      'Step 4: CompletedUpcoming',
    ]);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });

  it('shows earlier steps as completed for a case in progress', () => {
    render(<CaseProgressSteps status="in_progress" />);
    expect(steps()).toEqual([
      'Step 1: Case SubmittedCompleted',
      'Step 2: Under ReviewCompleted',
      'Step 3: In ProgressCurrent step',
      'Step 4: CompletedUpcoming',
    ]);
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  });

  it('shows a closed case with every step inactive under "Case Closed"', () => {
    render(<CaseProgressSteps status="closed" />);
    expect(screen.getByText('Case Closed')).toBeInTheDocument();
    expect(screen.getByText(/This case has been closed/)).toBeInTheDocument();
    expect(steps()).toEqual([
      'Step 1: Case Submitted',
      'Step 2: Under Review',
      'Step 3: In Progress',
      'Step 4: Completed',
    ]);
    for (const item of screen.getAllByRole('listitem')) {
      expect(item).not.toHaveAttribute('aria-current');
    }
  });

  it('says "Unknown Status" for a status it does not know', () => {
    render(<CaseProgressSteps status="on_hold" />);
    expect(screen.getByText('Unknown Status')).toBeInTheDocument();
    expect(steps()).toEqual([
      'Step 1: Case Submitted',
      'Step 2: Under Review',
      'Step 3: In Progress',
      'Step 4: Completed',
    ]);
  });
});

describe('Case facts and updates', () => {
  const detail: ClientCaseDetail = {
    case: {
      ...submittedCase,
      purchaseDate: 'June 2019',
      situation: 'The fees keep rising every year.\nI want out.',
      priority: 'high',
      status: 'reviewing',
      updatedAt: '2025-03-05T15:00:00.000Z',
    },
    updates: [caseSubmittedUpdate],
    documents: [],
    partner: null,
    requests: [],
  };

  it('shows the facts and the public updates', () => {
    render(
      <>
        <CaseFacts clientCase={detail.case} />
        <CaseUpdates updates={detail.updates} />
      </>,
    );
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement!;
    expect(fact('Status')).toHaveTextContent('Status: Under Review');
    expect(fact('Priority')).toHaveTextContent(/^PriorityHigh$/);
    expect(fact('Opened on')).toHaveTextContent('March 4, 2025');
    expect(screen.getByText('June 2019')).toBeInTheDocument();
    expect(screen.getByText(/I want out\./)).toBeInTheDocument();
    const updates = screen.getByRole('region', { name: 'Updates' });
    expect(within(updates).getByRole('heading', { name: 'Case Submitted' })).toBeInTheDocument();
    expect(within(updates).getByText('March 4, 2025 · By TRA Team')).toBeInTheDocument();
  });

  it('says so when there are no updates yet', () => {
    render(<CaseUpdates updates={[]} />);
    expect(screen.getByText(/There are no updates on this case yet/)).toBeInTheDocument();
  });
});
