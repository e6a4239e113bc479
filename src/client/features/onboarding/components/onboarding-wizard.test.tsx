import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { OnboardingWizard } from './onboarding-wizard';

const { fetchMock } = stubFetchForEachTest();

function renderWizard(onCompleted = vi.fn()) {
  const { user } = renderWithQueryClient(<OnboardingWizard onCompleted={onCompleted} />);
  return { user, onCompleted };
}

const next = () => screen.getByRole('button', { name: /^Next/ });

describe('OnboardingWizard', () => {
  it('shows the step and percentage, with Previous disabled on step 1', () => {
    renderWizard();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
    expect(screen.getByText(/only use your phone number for urgent case updates/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(next()).toBeEnabled();
  });

  it('keeps Next disabled on step 2 until company and situation are filled', async () => {
    const { user } = renderWizard();
    await user.click(next());

    // The step moves on once the form's checks have loaded (they load after the page: 028).
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const heading = screen.getByRole('heading', { level: 2, name: /Your Situation/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(
      'Please fill in your timeshare company and current situation to continue.',
    );

    await user.type(screen.getByLabelText('Timeshare company or resort'), 'Sunny Shores');
    expect(next()).toBeDisabled();
    // Blank space alone does not count as an answer.
    await user.type(screen.getByLabelText('Your current situation'), '   ');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Your current situation'), 'Fees keep rising.');
    expect(next()).toBeEnabled();
    expect(
      screen.queryByText(
        'Please fill in your timeshare company and current situation to continue.',
      ),
    ).not.toBeInTheDocument();

    await user.click(next());
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();

    // Going back keeps what was typed.
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByLabelText('Timeshare company or resort')).toHaveValue('Sunny Shores');
  });

  it('sends the mapped answers on Complete Setup and reloads after the welcome toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: {}, case: {} }));
    const { user, onCompleted } = renderWizard();

    await user.type(screen.getByLabelText(/Phone number/), '(555) 123-4567');
    await user.click(next());
    await user.type(screen.getByLabelText('Timeshare company or resort'), '  Sunny Shores  ');
    await user.type(screen.getByLabelText(/When did you buy it/), 'June 2019');
    await user.type(screen.getByLabelText('Your current situation'), 'Fees keep rising.');
    await user.click(screen.getByRole('checkbox', { name: 'Contract Review' }));
    await user.click(screen.getByRole('checkbox', { name: 'Timeshare Cancellation' }));
    await user.selectOptions(screen.getByLabelText(/How urgent is this/), 'high');
    await user.click(next());
    await user.selectOptions(screen.getByLabelText(/Have you tried to cancel before/), 'yes');
    await user.selectOptions(screen.getByLabelText(/How should we contact you/), 'email');
    await user.selectOptions(screen.getByLabelText(/How often would you like updates/), 'major');
    await user.click(next());

    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText(/reaches out within 24-48 hours/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/What is your main goal/), 'cancel');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/onboarding/complete');
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      phone: '(555) 123-4567',
      timeshareCompany: 'Sunny Shores',
      purchaseDate: 'June 2019',
      currentSituation: 'Fees keep rising.',
      helpNeeded: ['Timeshare Cancellation', 'Contract Review'],
      urgencyLevel: 'high',
      previousAttempts: true,
      preferredCommunication: 'email',
      notificationFrequency: 'major',
      primaryGoal: 'cancel',
    });

    expect(await screen.findByText('Welcome to TRA!')).toBeInTheDocument();
    expect(screen.getByText("Your account setup is complete. Let's get started!")).toBeVisible();
    expect(onCompleted).not.toHaveBeenCalled();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('maps "No" to false and keeps every answer when sending fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'The service is briefly unavailable.' }, 503),
    );
    const { user, onCompleted } = renderWizard();

    await user.click(next());
    await user.type(screen.getByLabelText('Timeshare company or resort'), 'Bay Club');
    await user.type(screen.getByLabelText('Your current situation'), 'Help please.');
    await user.click(next());
    await user.selectOptions(screen.getByLabelText(/Have you tried to cancel before/), 'no');
    await user.click(next());
    await user.type(screen.getByLabelText(/Anything else we should know/), 'Call after 5 pm.');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      timeshareCompany: 'Bay Club',
      currentSituation: 'Help please.',
      previousAttempts: false,
      additionalInfo: 'Call after 5 pm.',
    });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
    expect(screen.getByLabelText(/Anything else we should know/)).toHaveValue('Call after 5 pm.');
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
    expect(onCompleted).not.toHaveBeenCalled();
  });
});
