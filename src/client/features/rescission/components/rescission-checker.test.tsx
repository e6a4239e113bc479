import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RescissionCheckerPage from '@client/routes/rescission-checker';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { RescissionChecker } from './rescission-checker';

const api = stubFetchForEachTest();
const FLORIDA_LETTERS = '/api/legal/forms?formType=cancellation-letter&jurisdiction=florida';
beforeEach(() => {
  // The legal database has a letter for Florida only.
  api.serve((method, url) =>
    method === 'GET' && url.startsWith('/api/legal/forms?')
      ? jsonResponse(
          url === FLORIDA_LETTERS
            ? [{ id: 'f1', title: 'Florida Timeshare Cancellation Letter' }]
            : [],
        )
      : undefined,
  );
});

function renderChecker(today: string) {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/cancellation-deadline']}>
      <RescissionChecker today={today} />
    </MemoryRouter>,
  );
  return { user };
}

const stateSelect = () => screen.getByRole('combobox', { name: 'State' });
const signedInput = () => screen.getByLabelText('Date you signed the contract');
const checkButton = () => screen.getByRole('button', { name: 'Check my deadline' });

async function check(
  user: ReturnType<typeof userEvent.setup>,
  state: string,
  signedOn: string,
  extra?: () => Promise<void>,
) {
  await user.selectOptions(stateSelect(), state);
  await user.clear(signedInput());
  await user.type(signedInput(), signedOn);
  await extra?.();
  await user.click(checkButton());
}

/** The answer's card, once it is there (validation is asynchronous). */
async function result(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: /your result for|in our data/i,
  });
  return heading.closest('div.rounded-2xl') as HTMLElement;
}

describe('cancellation deadline page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has its title and works from the visitor’s own date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 12, 10, 0));
    const user = userEvent.setup();
    renderWithQueryClient(
      <MemoryRouter initialEntries={['/cancellation-deadline']}>
        <RescissionCheckerPage />
      </MemoryRouter>,
    );
    expect(document.title).toMatch(/^Cancellation Deadline Checker \| /);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancellation Deadline Checker' }),
    ).toBeInTheDocument();
    await check(user, 'Florida', '2026-01-09');
    expect(await screen.findByText('Monday, January 19, 2026')).toBeInTheDocument();
    expect(screen.getByText('That is 7 days from today.')).toBeInTheDocument();
  });
});

describe('cancellation deadline checker', () => {
  it('lists every state in our data alphabetically, then "My state is not listed"', () => {
    renderChecker('2026-01-09');
    const options = within(stateSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Choose a state');
    expect(options.at(-1)).toBe('My state is not listed');
    const states = options.slice(1, -1);
    expect(states).toHaveLength(21);
    expect(states).toEqual([...states].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(states).toContain('Florida');
    expect(states).not.toContain('Alabama');
  });

  it('gives Florida’s last day, the rule, the law and how to send the notice', async () => {
    const { user } = renderChecker('2026-01-09');
    await user.selectOptions(stateSelect(), 'Florida');
    // Florida counts from the later of signing and the documents, so it asks for both.
    expect(
      screen.getByLabelText(/Date you received the last of the required documents/),
    ).toHaveAttribute('type', 'date');
    await check(user, 'Florida', '2026-01-09');

    const card = await result();
    expect(within(card).getByText('Monday, January 19, 2026')).toBeInTheDocument();
    expect(within(card).getByText('That is 10 days from today.')).toBeInTheDocument();
    expect(
      within(card).getByText(
        /^Florida law gives you 10 calendar days to cancel, counted from the later of two days/,
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('We counted from Friday, January 9, 2026, the day you signed.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Fla. Stat. § 721.10')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /read the official text/i })).toHaveAttribute(
      'href',
      'https://www.flsenate.gov/Laws/Statutes/2024/721.10',
    );
    expect(
      within(card).getByText('You can cancel until midnight at the end of the 10th calendar day.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Verify with the official source')).not.toBeInTheDocument();
    // The heading of the answer takes the focus, so it is read out and scrolled to.
    expect(screen.getByRole('heading', { name: 'Your result for Florida' })).toHaveFocus();
  });

  it('counts from the documents when they came later', async () => {
    const { user } = renderChecker('2026-01-15');
    await check(user, 'Florida', '2026-01-09', async () => {
      await user.type(
        screen.getByLabelText(/Date you received the last of the required documents/),
        '2026-01-14',
      );
    });
    expect(within(await result()).getByText('Saturday, January 24, 2026')).toBeInTheDocument();
    expect(
      within(await result()).getByText(
        'We counted from Wednesday, January 14, 2026, the day you received the last of the required documents.',
      ),
    ).toBeInTheDocument();
  });

  it('counts business days past a federal holiday and shows the flag for a medium row', async () => {
    const { user } = renderChecker('2026-07-01');
    await check(user, 'Utah', '2026-07-01');
    const card = await result();
    expect(within(card).getByText('Thursday, July 9, 2026')).toBeInTheDocument();
    expect(within(card).getByText(/5 business days to cancel/)).toBeInTheDocument();
    expect(within(card).getAllByText('Verify with the official source').length).toBeGreaterThan(0);
    expect(within(card).getByText(/We do not have a link to the official text yet/)).toBeVisible();
  });

  it("links the state's fill-in letter from the legal database only where one exists", async () => {
    const { user } = renderChecker('2026-01-10');
    await check(user, 'Florida', '2026-01-09');
    const letter = await within(await result()).findByRole('link', {
      name: 'Florida Timeshare Cancellation Letter',
    });
    expect(letter).toHaveAttribute('href', '/legal-database/legal_form/f1');

    await check(user, 'Nevada', '2026-01-09');
    await screen.findByRole('heading', { level: 2, name: 'Your result for Nevada' });
    await waitFor(() =>
      expect(api.calls('GET', FLORIDA_LETTERS.replace('florida', 'nevada'))).toHaveLength(1),
    );
    expect(screen.queryByRole('link', { name: /Cancellation Letter/ })).not.toBeInTheDocument();

    // Utah is not in the legal database: nothing is asked for it.
    await check(user, 'Utah', '2026-01-09');
    await screen.findByRole('heading', { level: 2, name: 'Your result for Utah' });
    expect(api.calls('GET').filter(([url]) => String(url).includes('utah'))).toHaveLength(0);
  });

  it('says clearly when today is the last day', async () => {
    const { user } = renderChecker('2026-01-14');
    await check(user, 'Nevada', '2026-01-09');
    expect(
      within(await result()).getByText('Today is the last day to cancel. Send your notice today.'),
    ).toBeInTheDocument();
    // Nevada counts from signing only: no document date is asked for.
    expect(screen.queryByLabelText(/Date you received/)).not.toBeInTheDocument();
  });

  it('says the period has passed for an old date, with ways to reach us', async () => {
    const { user } = renderChecker('2026-03-01');
    await check(user, 'Florida', '2026-01-09');
    const card = await result();
    expect(within(card).getByText('The cancellation period has passed')).toBeInTheDocument();
    expect(within(card).getByText('Monday, January 19, 2026')).toBeInTheDocument();
    expect(
      within(card).queryByRole('heading', { name: 'How to send your cancellation notice' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /help@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('answers "My state is not listed" with contact details', async () => {
    const { user } = renderChecker('2026-01-09');
    await user.selectOptions(stateSelect(), 'My state is not listed');
    expect(screen.queryByLabelText('Date you signed the contract')).not.toBeInTheDocument();
    await user.click(checkButton());
    const heading = await screen.findByRole('heading', {
      name: "We do not have this state's rule in our data yet",
    });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('link', { name: /help@/ }).length).toBeGreaterThan(0);
  });

  it('refuses a signing date in the future, at the date box', async () => {
    const { user } = renderChecker('2026-01-09');
    await check(user, 'Florida', '2026-01-10');
    expect(
      await screen.findByText('The date you signed cannot be in the future.'),
    ).toBeInTheDocument();
    expect(signedInput()).toHaveAttribute('aria-invalid', 'true');
    expect(signedInput()).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /your result/i })).not.toBeInTheDocument();
  });

  it('asks for a state first', async () => {
    const { user } = renderChecker('2026-01-09');
    await user.click(checkButton());
    expect(
      await screen.findByText('Please choose your state, or "My state is not listed".'),
    ).toBeInTheDocument();
    expect(stateSelect()).toHaveFocus();
  });

  it('asks Tennessee buyers about an in-person inspection', async () => {
    const { user } = renderChecker('2026-02-02');
    await check(user, 'Tennessee', '2026-02-02');
    expect(
      await screen.findByText(
        'Please tell us whether you saw the timeshare in person before you signed.',
      ),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', {
      name: 'Did you inspect the timeshare in person before you signed?',
    });
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(checkButton());
    expect(within(await result()).getByText('Tuesday, February 17, 2026')).toBeInTheDocument();
    expect(within(await result()).getByText(/gives you 15 days to cancel/)).toBeInTheDocument();
  });

  it('says when the answers changed since the last check', async () => {
    const { user } = renderChecker('2026-01-09');
    await check(user, 'Florida', '2026-01-09');
    await result();
    expect(screen.queryByText(/You have changed your answers/)).not.toBeInTheDocument();
    await user.selectOptions(stateSelect(), 'Nevada');
    expect(screen.getByText(/You have changed your answers/)).toBeInTheDocument();
  });

  it('always says it is general information and links to ask us for help', () => {
    renderChecker('2026-01-09');
    expect(
      screen.getByRole('heading', { name: 'General information, not legal advice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us for help' })).toHaveAttribute(
      'href',
      '/#get-help',
    );
  });
});
