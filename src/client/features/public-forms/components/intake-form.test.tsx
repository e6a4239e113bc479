import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IntakeReceipt } from '@shared/contracts/intake-request';
import { renderAt } from '@client/testing/render';
import { IntakeForm } from './intake-form';

/** In a router, as on the landing page: the confirmation links to the guide. */
function renderForm() {
  return renderAt('/', { '/': <IntakeForm />, '/help': <h1>Guide stub</h1> });
}

function answerWith(receipt: Partial<IntakeReceipt>) {
  const body: IntakeReceipt = {
    id: crypto.randomUUID(),
    message: 'Thank you. We will contact you within 24 hours.',
    reference: 'HR-7KX2QM',
    timeCritical: false,
    lastDay: null,
    ...receipt,
  };
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status: 201 }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Mary');
  await user.type(screen.getByLabelText('Last name'), 'Jones');
  await user.type(screen.getByLabelText('Email address'), 'Mary@Example.com');
  await user.type(screen.getByLabelText('Timeshare company or resort'), 'Sunny Resorts');
  await user.type(screen.getByLabelText('Tell us about your situation'), 'Fees keep rising.');
  await user.click(screen.getByRole('checkbox', { name: /may contact me/ }));
}

afterEach(() => vi.restoreAllMocks());

describe('IntakeForm', () => {
  it('shows an error under each required field and sends nothing when submitted empty', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email address is required.')).toBeInTheDocument();
    expect(screen.getByText('Timeshare company is required.')).toBeInTheDocument();
    expect(screen.getByText('A description of your situation is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Please tick the consent box so we can contact you about your request.'),
    ).toBeInTheDocument();

    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required.');
    expect(firstName).toHaveFocus();

    // Optional fields stay valid.
    expect(screen.getByLabelText(/Phone number/)).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the cleaned-up request once the form is valid', async () => {
    const fetchSpy = answerWith({});
    const user = userEvent.setup();
    renderForm();

    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/When did you buy it/), '1-3-years');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/intake');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Mary',
      lastName: 'Jones',
      email: 'mary@example.com',
      timeshareCompany: 'Sunny Resorts',
      purchaseDate: '1-3-years',
      situation: 'Fees keep rising.',
      consent: 'true',
      companyWebsite: '',
    });

    // The form resets after success, and says what happens next under the reference.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    expect(screen.getByRole('status')).toHaveTextContent(/within 24 hours/);
    const reference = screen.getByRole('heading', { name: 'Your reference: HR-7KX2QM' });
    expect(reference).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'What happens now' })).toBeInTheDocument();
    expect(screen.queryByText(/Act now/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start “What can I do\?” now/ })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('asks where and when a purchase of the last year was signed, and sends it', async () => {
    const fetchSpy = answerWith({ timeCritical: true, lastDay: '2026-12-04' });
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText(/Where did you sign/)).not.toBeInTheDocument();

    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/When did you buy it/), 'within-1-year');
    await user.selectOptions(screen.getByLabelText(/Where did you sign/), 'florida');
    await user.type(screen.getByLabelText(/The date you signed/), '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({
      purchaseDate: 'within-1-year',
      signedState: 'florida',
      signedOn: '2026-11-24',
    });
    const urgent = (await screen.findByText(/Act now/)).parentElement!;
    expect(urgent).toHaveTextContent('as early as Friday, December 4, 2026');
    expect(within(urgent).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(urgent).getByRole('link', { name: /What can I do/ })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('drops the signing answers when the purchase is older after all', async () => {
    const fetchSpy = answerWith({});
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/When did you buy it/), 'within-1-year');
    await user.selectOptions(screen.getByLabelText(/Where did you sign/), 'florida');
    await user.selectOptions(screen.getByLabelText(/When did you buy it/), '3-5-years');
    expect(screen.queryByLabelText(/Where did you sign/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body));
    expect(sent.signedState).toBeUndefined();
    expect(sent.purchaseDate).toBe('3-5-years');
  });
});
