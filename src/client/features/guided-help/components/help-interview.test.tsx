import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDialogMethods } from '@client/testing/dialog';
import { stubFetchForEachTest } from '@client/testing/fetch-stub';
import { completeHelpAnswers } from '@client/testing/help-answers';
import { renderWithQueryClient } from '@client/testing/render';
import { CHOOSE_AN_ANSWER, CHOOSE_A_PLACE } from './question-screen';
import { HelpInterview } from './help-interview';

stubFetchForEachTest();
beforeAll(installDialogMethods);
const TODAY = '2026-11-25';
const STORAGE_KEY = 'tra.help.answers';

afterEach(() => window.localStorage.clear());

function renderInterview() {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/help']}>
      <HelpInterview today={TODAY} />
    </MemoryRouter>,
  );
  return { user };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('HelpInterview', () => {
  it('asks one question at a time, says what is missing, and keeps each answer in this browser', async () => {
    const { user } = renderInterview();
    expect(screen.getByText('Question 1 of about 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(CHOOSE_A_PLACE);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Where did you sign your timeshare contract?' }),
      'nevada',
    );
    await user.click(continueButton());
    expect(screen.getByRole('heading', { name: 'When did you sign it?' })).toHaveFocus();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({ state: 'nevada' });

    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(CHOOSE_AN_ANSWER);
    await user.click(screen.getByRole('radio', { name: 'More than 30 days ago' }));
    await user.click(continueButton());
    // No date question for an older purchase.
    expect(
      screen.getByRole('heading', { name: 'Do you want to keep using the timeshare?' }),
    ).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'More than 30 days ago' })).toBeChecked();
  });

  it('offers earlier answers on return, and starting over clears them after asking', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(completeHelpAnswers()));
    const { user } = renderInterview();
    await user.click(await screen.findByRole('button', { name: 'Continue where I stopped' }));

    expect(await screen.findByRole('heading', { name: 'Your action plan' })).toHaveFocus();
    expect(
      screen.getByRole('heading', { name: /Ask which law applies to your contract/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Urgent/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = screen.getByRole('dialog', { name: 'Start over?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Start over?' })).getByRole('button', {
        name: 'Yes, start over',
      }),
    );
    expect(
      screen.getByRole('heading', { name: 'Where did you sign your timeshare contract?' }),
    ).toHaveFocus();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores stored answers it cannot read', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{not json');
    renderInterview();
    expect(
      screen.getByRole('heading', { name: 'Where did you sign your timeshare contract?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue where I stopped' }),
    ).not.toBeInTheDocument();
  });
});
