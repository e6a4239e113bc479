import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { CallbackRequestButton } from './callback-request-button';

const { serve, sentOnce, calls } = stubFetchForEachTest();
beforeAll(installDialogMethods);
// The dialog's code loads after the page; load it once here so no test pays for the first import.
beforeAll(() => import('./callback-request-dialog'), 60_000);
const MAILTO = 'mailto:help@example.org?subject=Free%20Consultation%20Request';

function renderButton(initialMessage?: string) {
  return renderWithQueryClient(
    <CallbackRequestButton className="btn" mailtoHref={MAILTO} initialMessage={initialMessage}>
      Get Free Consultation
    </CallbackRequestButton>,
  );
}

describe('CallbackRequestButton', () => {
  it('opens the form, sends the request with the browser time zone and shows the reference', async () => {
    serve(
      routeTable({
        'POST /api/callback-requests': () =>
          jsonResponse({ reference: 'CB-7KX2QM', message: 'Thank you.' }, 201),
      }),
    );
    const { user } = renderButton('My estimate: $12,000 over 10 years');
    await user.click(screen.getByRole('button', { name: 'Get Free Consultation' }));

    await screen.findByLabelText('Your name', undefined, { timeout: 10_000 });
    const dialog = screen.getByRole('heading', { name: 'Ask us to call you back' });
    expect(screen.getByRole('link', { name: 'Or e-mail us yourself' })).toHaveAttribute(
      'href',
      MAILTO,
    );
    expect(screen.getByLabelText(/About your situation/)).toHaveValue(
      'My estimate: $12,000 over 10 years',
    );
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByLabelText(/Your time zone/)).toHaveValue(zone);

    await user.type(screen.getByLabelText('Your name'), 'Dorothy Keane');
    await user.type(screen.getByLabelText(/^Phone/), '(555) 014-2290');
    await user.type(screen.getByLabelText(/Preferred days and times/), 'Weekday mornings');
    await user.click(screen.getByRole('button', { name: 'Send callback request' }));

    expect(await sentOnce('POST', '/api/callback-requests')).toMatchObject({
      name: 'Dorothy Keane',
      phone: '(555) 014-2290',
      preferredTimes: 'Weekday mornings',
      timeZone: zone,
    });
    expect(await screen.findByText('Your reference is CB-7KX2QM.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('asks for a phone or an e-mail and sends nothing without them', async () => {
    serve();
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Get Free Consultation' }));
    await user.type(
      await screen.findByLabelText('Your name', undefined, { timeout: 10_000 }),
      'Dorothy Keane',
    );
    await user.type(screen.getByLabelText(/Preferred days and times/), 'Weekday mornings');
    await user.click(screen.getByRole('button', { name: 'Send callback request' }));
    expect(
      await screen.findByText(
        'Please give a phone number or an e-mail address so we can reach you.',
      ),
    ).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });
});
