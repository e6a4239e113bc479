import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserPreferences } from '@shared/contracts/preferences';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { PreferencesCard } from './preferences-card';

const { serve, calls } = stubFetchForEachTest();

const stored: UserPreferences = {
  timeshareStatus: 'current_owner',
  preferredTopics: ['Legal Rights'],
  experienceLevel: 'beginner',
  previousCancellationAttempts: false,
  helpTypePriority: [],
  contentFormatPreferences: ['Checklists'],
  notificationFrequency: 'weekly',
};

function renderCard(onPut: (body: unknown) => Response) {
  serve((method, _url, body) => (method === 'PUT' ? onPut(body) : jsonResponse(stored)));
  const { user, queryClient } = renderWithQueryClient(<PreferencesCard userId="u1" />);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { user, puts: () => calls('PUT'), invalidate };
}

describe('PreferencesCard', () => {
  it('shows all seven preferences with the stored values', async () => {
    renderCard(() => jsonResponse(stored));
    expect(await screen.findByLabelText('Timeshare status')).toHaveValue('current_owner');
    expect(screen.getByLabelText('Experience level')).toHaveValue('beginner');
    expect(
      screen.getByRole('checkbox', { name: 'I have tried to cancel my timeshare before' }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Notification frequency')).toHaveValue('weekly');

    const topics = screen.getByRole('group', { name: 'Topics you are interested in' });
    expect(within(topics).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(topics).getByRole('checkbox', { name: 'Legal Rights' })).toBeChecked();
    const help = screen.getByRole('group', { name: 'Kinds of help you want' });
    expect(within(help).getAllByRole('checkbox')).toHaveLength(8);
    const formats = screen.getByRole('group', { name: 'How you like to learn' });
    // Formats we have no content in yet are named as coming later, not offered (issue 15).
    expect(within(formats).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(formats).queryByRole('checkbox', { name: 'Video Content' })).toBeNull();
    expect(screen.getByText(/Coming later: Video Content and Expert Interviews/)).toBeVisible();
    expect(within(formats).getByRole('checkbox', { name: 'Checklists' })).toBeChecked();
  });

  it('saves the whole changed object and refreshes preferences and recommendations', async () => {
    const { user, puts, invalidate } = renderCard((body) => jsonResponse(body));
    await user.selectOptions(await screen.findByLabelText('Experience level'), 'advanced');
    await user.selectOptions(screen.getByLabelText('Timeshare status'), 'considering_exit');
    await user.click(screen.getByRole('checkbox', { name: /tried to cancel/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Scam Prevention' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contract Analysis' }));
    await user.click(screen.getByRole('checkbox', { name: 'Legal Guidance' }));
    await user.click(screen.getByRole('checkbox', { name: 'Checklists' }));
    await user.selectOptions(screen.getByLabelText('Notification frequency'), 'monthly');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]![0]).toBe('/api/user-preferences');
    expect(sentBody(puts()[0])).toEqual({
      timeshareStatus: 'considering_exit',
      // In the order of the list, whatever the order of the clicks.
      preferredTopics: ['Contract Analysis', 'Legal Rights', 'Scam Prevention'],
      experienceLevel: 'advanced',
      previousCancellationAttempts: true,
      helpTypePriority: ['Legal Guidance'],
      contentFormatPreferences: [],
      notificationFrequency: 'monthly',
    });
    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/user-preferences', 'u1'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/recommendations'] });
  });

  it('keeps the choices and says why when saving fails', async () => {
    const { user, puts } = renderCard(() =>
      jsonResponse({ message: 'Please choose your experience level from the list.' }, 400),
    );
    await user.selectOptions(await screen.findByLabelText('Experience level'), 'intermediate');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose your experience level from the list.',
    );
    expect(screen.getByLabelText('Experience level')).toHaveValue('intermediate');
  });
});
