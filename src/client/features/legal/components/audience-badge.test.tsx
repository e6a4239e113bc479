import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithQueryClient } from '@client/testing/render';
import { LegalCard } from './legal-card';
import { legalResource } from './test-fixtures';

function renderCard(targetAudience: string) {
  const record = legalResource({ targetAudience, title: `Written for ${targetAudience}` });
  const router = createMemoryRouter([
    { path: '*', element: <LegalCard kind="resources" record={record} /> },
  ]);
  renderWithQueryClient(<RouterProvider router={router} />);
}

describe('the legal database labels professional material (issue 15)', () => {
  it.each([
    ['staff', 'For staff'],
    ['attorney', 'For attorneys'],
  ])('a resource for %s says "%s" on its card', (audience, label) => {
    renderCard(audience);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(label);
    expect(screen.getByText(label)).toBeVisible();
  });

  it('a resource for consumers carries no such label', () => {
    renderCard('consumer');
    expect(screen.getByRole('article')).not.toHaveTextContent(/For (staff|attorneys)/);
  });
});
