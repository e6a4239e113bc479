import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submittedCase } from '@client/testing/case-fixtures';
import { renderAt } from '@client/testing/render';
import { CaseCard } from './case-card';

function renderCard(unreadMessages: number) {
  renderAt('/dashboard', {
    '/dashboard': <CaseCard clientCase={{ ...submittedCase, unreadMessages }} />,
  });
}

describe('Case card: new messages', () => {
  it('shows how many messages are new, and says so in the link to the case', () => {
    renderCard(2);
    expect(screen.getByText('2 new messages')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View Details of case TRA-2025-0001, 2 new messages' }),
    ).toHaveAttribute('href', '/dashboard/cases/c1');
  });

  it('says "1 new message" for one', () => {
    renderCard(1);
    expect(screen.getByText('1 new message')).toBeInTheDocument();
  });

  it('shows no badge when everything was read', () => {
    renderCard(0);
    expect(screen.queryByText(/new message/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View Details of case TRA-2025-0001' }),
    ).toBeInTheDocument();
  });
});
