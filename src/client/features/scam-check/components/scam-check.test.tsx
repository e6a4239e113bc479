import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ScamCheckPage from '@client/routes/scam-check';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';

const api = stubFetchForEachTest();

function renderPage() {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/scam-check']}>
      <ScamCheckPage />
    </MemoryRouter>,
  );
  return { user };
}

const upfront = () => screen.getByRole('checkbox', { name: 'They asked me to pay a fee up front' });

describe('Is this offer a scam?', () => {
  it('explains a ticked warning sign with its source, and sends nothing', async () => {
    const { user } = renderPage();
    expect(
      screen.getByRole('heading', { name: 'Tick what happened to see the warning signs' }),
    ).toBeInTheDocument();
    await user.click(upfront());
    expect(screen.getByRole('heading', { name: '1 warning sign' })).toBeInTheDocument();
    expect(screen.getByText(/7 business days after the recovered money/)).toBeInTheDocument();
    expect(
      screen.getByText('Source: Telemarketing Sales Rule (TSR), 16 CFR § 310.4(a)(3)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Official source/ })).toHaveAttribute(
      'href',
      'https://www.ecfr.gov/current/title-16/part-310',
    );
    expect(screen.getByRole('link', { name: 'In our legal database' })).toHaveAttribute(
      'href',
      '/legal?q=16%20CFR%20%C2%A7%20310.4(a)(3)',
    );
    expect(screen.getByText(/1-877-FTC-HELP \(382-4357\)/)).toBeInTheDocument();
    expect(screen.getByText(/General information, not legal advice/)).toBeInTheDocument();
    await user.click(upfront());
    expect(screen.queryByText(/7 business days/)).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the ticked signs as a contact message only after the person confirms', async () => {
    api.serve((method, url) =>
      method === 'POST' && url === '/api/contact'
        ? jsonResponse({ id: '00000000-0000-4000-8000-000000000001', message: 'Thank you.' }, 201)
        : undefined,
    );
    const { user } = renderPage();
    await user.click(upfront());
    await user.click(screen.getByRole('button', { name: 'Ask us for help with this' }));
    // The form's code loads when asked for.
    expect(
      ((await screen.findByLabelText('Your message (you can change it)')) as HTMLTextAreaElement)
        .value,
    ).toContain('- They asked me to pay a fee up front');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Owner');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(api.fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));
    await waitFor(() => expect(screen.getByText('Thank you.')).toBeInTheDocument());
    const body = (await api.sentOnce('POST', '/api/contact')) as Record<string, string>;
    expect(body.email).toBe('ada@example.com');
    expect(body.message).toContain('They asked me to pay a fee up front');
  });
});
