import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakeForm } from './intake-form';
import { createQueryClient } from '@client/lib/query-client';

function renderForm() {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <IntakeForm />
    </QueryClientProvider>,
  );
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
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ id: crypto.randomUUID(), message: 'ok' }), { status: 201 }),
      );
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('First name'), 'Mary');
    await user.type(screen.getByLabelText('Last name'), 'Jones');
    await user.type(screen.getByLabelText('Email address'), 'Mary@Example.com');
    await user.type(screen.getByLabelText('Timeshare company or resort'), 'Sunny Resorts');
    await user.selectOptions(screen.getByLabelText(/When did you buy it/), '1-3-years');
    await user.type(screen.getByLabelText('Tell us about your situation'), 'Fees keep rising.');
    await user.click(screen.getByRole('checkbox', { name: /may contact me/ }));
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

    // The form resets after success.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    expect(screen.getByRole('status')).toHaveTextContent(/within 24 hours/);
  });
});
