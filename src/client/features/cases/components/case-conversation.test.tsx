import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_TOO_LONG_MESSAGE, type CaseMessage } from '@shared/contracts/case-collaboration';
import { storeSignIn } from '@client/lib/auth-storage';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import {
  caseMessagesQueryOptions,
  MESSAGES_POLL_MS,
} from '@client/components/case-collaboration/thread-endpoint';
import { clientCaseThread } from '../api/client-case-thread';
import { getCasesQueryOptions } from '../api/get-cases';
import { CaseConversation } from './case-conversation';

const getCaseMessagesQueryOptions = (userId: string, caseId: string) =>
  caseMessagesQueryOptions(clientCaseThread(userId, caseId));

const { serve, calls, sentOnce } = stubFetchForEachTest();

beforeEach(() => storeSignIn('client', 'client-token', { id: 'u1' }));

const MESSAGES = '/api/cases/c1/messages';
const READ = '/api/cases/c1/messages/read';

function message(id: string, overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    id,
    caseId: 'c1',
    authorKind: 'partner',
    authorName: 'Smith & Partners Law',
    body: 'Please send us the signed contract.',
    documentId: null,
    createdAt: '2025-03-05T15:00:00.000Z',
    ...overrides,
  };
}

const hostile = message('m1', {
  body: '<script>alert("stolen")</script>\n<b>Bold?</b> <a href="https://scam.example">Click</a>\n\nLast line',
});
const fromClient = message('m2', {
  authorKind: 'client',
  authorName: 'Dorothy Smith',
  body: 'Here it is.',
  createdAt: '2025-03-06T09:30:00.000Z',
});

/** The conversation of case c1, its list answered by `list()` each time it is asked for. */
function renderConversation(
  list: () => CaseMessage[],
  post: (body: unknown) => Response = () => jsonResponse(message('new'), 201),
) {
  serve(
    routeTable({
      [`GET ${MESSAGES}`]: () => jsonResponse({ messages: list() }),
      [`POST ${MESSAGES}`]: post,
      [`POST ${READ}`]: () => jsonResponse(null, 204),
    }),
  );
  const view = renderWithQueryClient(
    <CaseConversation
      userId="u1"
      caseId="c1"
      documents={[
        {
          id: 'd1',
          fileName: 'contract.pdf',
          fileType: 'application/pdf',
          fileSize: 10,
          documentType: 'contract',
          uploadedBy: 'Dorothy Smith',
          isPublic: true,
          createdAt: '2025-03-05T10:00:00.000Z',
        },
      ]}
    />,
  );
  const box = () => screen.getByLabelText('Write a message');
  return { ...view, box };
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Messages, oldest first' })).getAllByRole(
    'listitem',
  );

describe('Case conversation: reading', () => {
  it('shows HTML and script in a message as plain text, with its line breaks', async () => {
    const { container } = renderConversation(() => [hostile]);
    const [item] = await items();

    const body = within(item!).getByText(/alert\("stolen"\)/);
    expect(body.textContent).toBe(hostile.body);
    expect(body).toHaveClass('whitespace-pre-wrap');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(within(item!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows messages oldest first with the author, whether it is the firm or you, and the time', async () => {
    renderConversation(() => [hostile, { ...fromClient, documentId: 'd1' }]);
    const [first, second] = await items();

    expect(first).toHaveTextContent('Smith & Partners Law (Your attorney) · Mar 5, 2025');
    expect(second).toHaveTextContent('Dorothy Smith (You) · Mar 6, 2025');
    expect(second).toHaveTextContent('About the document: contract.pdf');
    expect(second).toHaveTextContent('Here it is.');
    expect(
      within(second!)
        .getByText(/Mar 6, 2025/)
        .closest('time'),
    ).toHaveAttribute('datetime', fromClient.createdAt);
  });

  it('says so when there are no messages yet', async () => {
    renderConversation(() => []);
    expect(await screen.findByText(/There are no messages yet/)).toBeInTheDocument();
    expect(calls('POST', READ)).toHaveLength(0);
  });

  it('offers to try again when the messages cannot be loaded', async () => {
    serve(routeTable({ [`GET ${MESSAGES}`]: () => jsonResponse({ message: 'Down' }, 503) }));
    renderWithQueryClient(<CaseConversation userId="u1" caseId="c1" documents={[]} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the messages.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Case conversation: unread and new messages', () => {
  it('marks the thread read once shown, and refetches the case list for its badge', async () => {
    const { queryClient } = renderConversation(() => [hostile]);
    const listKey = getCasesQueryOptions('u1').queryKey;
    queryClient.setQueryData(listKey, []);

    await items();
    await waitFor(() => expect(calls('POST', READ)).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true));
  });

  it('looks for new messages every 15 seconds', () => {
    expect(MESSAGES_POLL_MS).toBe(15_000);
    expect(getCaseMessagesQueryOptions('u1', 'c1').refetchInterval).toBe(MESSAGES_POLL_MS);
  });

  it('announces messages from others that arrive, and marks them read too', async () => {
    let list = [hostile];
    const { queryClient } = renderConversation(() => list);
    await items();
    const live = screen.getByText('', { selector: '[aria-live="polite"].sr-only' });
    expect(live.textContent).toBe('');
    await waitFor(() => expect(calls('POST', READ)).toHaveLength(1));

    // The next look finds a message from our team (as the 15-second poll would).
    list = [
      hostile,
      message('m3', {
        authorKind: 'staff',
        authorName: 'TRA Team',
        body: 'We are on it.',
        createdAt: '2025-03-07T10:00:00.000Z',
      }),
    ];
    await act(() =>
      queryClient.refetchQueries({ queryKey: getCaseMessagesQueryOptions('u1', 'c1').queryKey }),
    );

    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect(live).toHaveTextContent('New message from TRA Team, Mar 7, 2025');
    await waitFor(() => expect(calls('POST', READ)).toHaveLength(2));
  });
});

describe('Case conversation: writing', () => {
  it('sends the message, empties the box, says so and shows the conversation again', async () => {
    let list = [hostile];
    const { user, box } = renderConversation(
      () => list,
      (body) => {
        list = [...list, { ...fromClient, id: 'm9', body: (body as { body: string }).body }];
        return jsonResponse(list.at(-1), 201);
      },
    );
    await items();
    await user.type(box(), 'Line one{Enter}Line two');
    expect(screen.getByText('17 of 5,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await sentOnce('POST', MESSAGES)).toEqual({ body: 'Line one\nLine two' });
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    await waitFor(async () => expect(await items()).toHaveLength(2));
    const sent = (await items()).at(-1)!;
    await waitFor(() =>
      expect(within(sent).getByText(/Line one/).textContent).toBe('Line one\nLine two'),
    );
  });

  it('shows the reason the server refused it next to the box, and keeps what was typed', async () => {
    const { user, box } = renderConversation(
      () => [],
      () => jsonResponse({ message: 'The document is not one of this case.' }, 400),
    );
    await screen.findByText(/There are no messages yet/);
    await user.type(box(), 'About my contract');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('The document is not one of this case.');
    expect(box()).toHaveValue('About my contract');
    expect(screen.queryByText('Your message was sent.')).not.toBeInTheDocument();
  });

  it('asks for some words before sending an empty message', async () => {
    const { user, box } = renderConversation(() => []);
    await screen.findByText(/There are no messages yet/);
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Please write a message before sending it.')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveFocus();
    expect(calls('POST', MESSAGES)).toHaveLength(0);
  });

  it('counts up to 5,000 characters and sends nothing longer, keeping the text', async () => {
    const { user, box } = renderConversation(() => []);
    await screen.findByText(/There are no messages yet/);
    expect(box()).toHaveAccessibleDescription(/0 of 5,000 characters/);

    fireEvent.change(box(), { target: { value: 'a'.repeat(5000) } });
    expect(screen.getByText('5,000 of 5,000 characters')).toBeInTheDocument();

    fireEvent.change(box(), { target: { value: 'a'.repeat(5002) } });
    expect(screen.getByText('5,002 of 5,000 characters (2 too many)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText(MESSAGE_TOO_LONG_MESSAGE)).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveValue('a'.repeat(5002));
    expect(calls('POST', MESSAGES)).toHaveLength(0);
  });
});
