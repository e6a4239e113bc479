import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_APPLICATION_RECEIVED_MESSAGE,
  PARTNER_EMAIL_TAKEN_MESSAGE,
} from '@shared/contracts/partners';
import PartnerPortalPage from '@client/routes/partner-portal';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { fetchMock } = stubFetchForEachTest();

function renderApply() {
  return renderAt('/partner-portal?tab=apply', { '/partner-portal': <PartnerPortalPage /> });
}

type User = ReturnType<typeof renderApply>['user'];

async function fillValidApplication(user: User) {
  await user.type(await screen.findByLabelText('Company or organization name'), 'Smith Law');
  await user.selectOptions(screen.getByLabelText('Type of organization'), 'Law Firm');
  await user.type(screen.getByLabelText(/^Jurisdiction/), 'Florida');
  await user.type(screen.getByLabelText(/^Website/), 'smithlaw.com');
  await user.type(screen.getByLabelText('Contact person'), 'Jane Smith');
  await user.type(screen.getByLabelText(/^Email address/), 'Jane@SmithLaw.com');
  await user.type(screen.getByLabelText('Phone number'), '(555) 123-4567');
  await user.click(screen.getByRole('checkbox', { name: 'Timeshare Cancellation' }));
  await user.click(screen.getByRole('checkbox', { name: 'Contract Review' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'I have read and accept the partnership agreement' }),
  );
}

describe('Partner application (Apply tab)', () => {
  it('opens on the Apply tab named in the address', async () => {
    renderApply();
    expect(await screen.findByRole('tab', { name: 'Apply' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Apply for Partnership' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Partnership agreement' })).toBeVisible();
  });

  it('shows the spec messages under each field and sends nothing when submitted empty', async () => {
    const { user } = renderApply();
    await user.type(await screen.findByLabelText(/^Website/), 'not a website');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const companyName = await screen.findByLabelText('Company or organization name');
    await waitFor(() =>
      expect(companyName).toHaveAccessibleDescription('Company name is required'),
    );
    expect(companyName).toHaveAttribute('aria-invalid', 'true');
    expect(companyName).toHaveFocus();
    expect(screen.getByLabelText('Type of organization')).toHaveAccessibleDescription(
      'Please choose the type of organization.',
    );
    expect(screen.getByLabelText('Contact person')).toHaveAccessibleDescription(
      'Contact person is required',
    );
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      /Valid email is required/,
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number is required',
    );
    expect(screen.getByLabelText(/^Jurisdiction/)).toHaveAccessibleDescription(
      /Jurisdiction is required/,
    );
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(
      /Valid website URL is required/,
    );
    expect(screen.getByText('At least one service must be selected')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the partnership agreement' }),
    ).toHaveAccessibleDescription('You must accept the partnership agreement');
    // Optional fields stay valid.
    expect(screen.getByLabelText(/^Bar number/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the application and shows what happens next', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ id: 'partner-1', message: PARTNER_APPLICATION_RECEIVED_MESSAGE }, 201),
    );
    const { user } = renderApply();
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/partners/apply');
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      companyName: 'Smith Law',
      companyType: 'law-firm',
      contactPerson: 'Jane Smith',
      email: 'jane@smithlaw.com',
      phone: '(555) 123-4567',
      website: 'https://smithlaw.com',
      jurisdiction: 'Florida',
      servicesOffered: ['Timeshare Cancellation', 'Contract Review'],
      agreementAccepted: true,
      companyWebsite: '',
    });

    const heading = await screen.findByRole('heading', { name: 'Application Submitted' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(PARTNER_APPLICATION_RECEIVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(/Please look for our e-mail/)).toBeInTheDocument();
    expect(
      await screen.findByText('We will review your application within 3-5 business days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('puts the duplicate e-mail message (409) at the e-mail box and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: PARTNER_EMAIL_TAKEN_MESSAGE, code: 'PARTNER_EMAIL_TAKEN' }, 409),
    );
    const { user } = renderApply();
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Failed')).toBeInTheDocument();
    const email = screen.getByLabelText(/^Email address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(PARTNER_EMAIL_TAKEN_MESSAGE));
    expect(email).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Apply for Partnership' });
    expect(within(form).getByRole('alert')).toHaveTextContent(PARTNER_EMAIL_TAKEN_MESSAGE);
    expect(screen.getByLabelText('Company or organization name')).toHaveValue('Smith Law');
  });

  it('falls back to the status text when the server gives no message', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    const { user } = renderApply();
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Failed')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Apply for Partnership' });
    expect(within(form).getByRole('alert')).toHaveTextContent('503: Service Unavailable');
  });
});
