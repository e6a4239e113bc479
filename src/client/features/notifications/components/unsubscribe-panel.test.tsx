import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE,
  UNSUBSCRIBE_LINK_USED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@shared/contracts/notifications';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { UNSUBSCRIBE_PATH } from '../api/unsubscribe';
import { UnsubscribePanel } from './unsubscribe-panel';

const { serve, sentOnce, calls, fetchMock } = stubFetchForEachTest();

function renderWith(token: string | null) {
  return renderAt('/unsubscribe', { '/unsubscribe': <UnsubscribePanel token={token} /> });
}

const stopButton = () => screen.getByRole('button', { name: 'Stop e-mails from us' });

describe('Unsubscribe page', () => {
  it('says what will happen and calls nothing until the button is pressed', async () => {
    renderWith('abc.0.1.sig');
    expect(screen.getByText(/we will stop sending you e-mails/)).toBeVisible();
    expect(screen.getByText(/about your case, such as a new message/)).toBeVisible();
    expect(stopButton()).toBeVisible();
    // Opening the link (as mail scanners do) must not use it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops e-mails with the keyboard alone and says it is done', async () => {
    let answer: (response: Response) => void = () => {};
    // Answered when the test says, so it can look at the page while the call is on its way.
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWith('abc.0.1.sig');
    await user.tab();
    expect(stopButton()).toHaveFocus();
    await user.keyboard('{Enter}');

    // While it is on its way: the button says so and ignores more presses.
    const busy = await screen.findByRole('button', { name: 'Stopping e-mails…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(calls('POST', UNSUBSCRIBE_PATH)).toHaveLength(1);

    answer(jsonResponse({ message: UNSUBSCRIBED_MESSAGE }));
    const heading = await screen.findByRole('heading', {
      name: 'You will not get e-mails from us any more',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText(UNSUBSCRIBED_MESSAGE)).toBeVisible();
    expect(await sentOnce('POST', UNSUBSCRIBE_PATH)).toEqual({ token: 'abc.0.1.sig' });
    expect(screen.queryByRole('button', { name: /Stop e-mails/ })).toBeNull();
  });

  it('shows why a used link does not work, and the other ways, without the button', async () => {
    serve(() =>
      jsonResponse(
        { code: 'UNSUBSCRIBE_LINK_INVALID', message: UNSUBSCRIBE_LINK_USED_MESSAGE },
        400,
      ),
    );
    const { user } = renderWith('used.0.1.sig');
    await user.click(stopButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not stop your e-mails with this link');
    expect(alert).toHaveTextContent(UNSUBSCRIBE_LINK_USED_MESSAGE);
    // The button is gone, so the focus moves to the reason rather than being lost.
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in to your dashboard' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.queryByRole('button', { name: 'Stop e-mails from us' })).toBeNull();
  });

  it('keeps the button to try again when the connection failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWith('abc.0.1.sig');
    await user.click(stopButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your internet connection and try again.',
    );
    serve(() => jsonResponse({ message: UNSUBSCRIBED_MESSAGE }));
    await user.click(stopButton());
    expect(
      await screen.findByRole('heading', { name: 'You will not get e-mails from us any more' }),
    ).toBeVisible();
  });

  it('says the link is incomplete, without calling the server, when it has no token', () => {
    renderWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE);
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
