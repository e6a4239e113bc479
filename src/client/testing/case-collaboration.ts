import type {
  CaseMessage,
  DocumentRequest,
  MessageAuthorKind,
} from '@shared/contracts/case-collaboration';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, type FetchHandler } from './fetch-stub';

/* The conversation and the document requests of one case, as the case dialogs' tests serve them. */

export function caseMessage(id: string, overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    id,
    caseId: 'c1',
    authorKind: 'client',
    authorName: 'Margaret Jones',
    body: 'I found the contract in a drawer.',
    documentId: null,
    createdAt: '2025-03-05T15:00:00.000Z',
    ...overrides,
  };
}

/** A message whose text is HTML and script: every view shows it as plain text. */
export const hostileMessage = caseMessage('m-hostile', {
  body: '<script>alert("stolen")</script>\n<b>Bold?</b> <a href="https://scam.example">Click</a>',
});

export function documentRequest(
  id: string,
  overrides: Partial<DocumentRequest> = {},
): DocumentRequest {
  return {
    id,
    title: `Request ${id}`,
    description: null,
    documentType: 'contract',
    dueDate: null,
    status: 'open',
    askedBy: 'TRA Team',
    createdAt: '2025-03-01T12:00:00.000Z',
    fulfilledAt: null,
    documentId: null,
    ...overrides,
  };
}

/** What the fake server holds for the case; tests read and change it. */
export interface CollaborationState {
  messages: CaseMessage[];
  requests: DocumentRequest[];
  /** The caller's unread count, which marking read sets to 0. */
  unread: number;
}

export interface CollaborationServerOptions {
  /** `/api/partners/cases/c1` or `/api/admin/cases/c1`. */
  casePath: string;
  /** Who the caller writes and asks as. */
  author: { kind: MessageAuthorKind; name: string };
  state: CollaborationState;
  /** An answer to a new message instead of accepting it (a refusal). */
  refuseMessage?: (body: unknown) => Response | undefined;
  /** An answer to a new request instead of accepting it (a refusal). */
  refuseRequest?: (body: unknown) => Response | undefined;
  /** An answer to a cancel instead of accepting it (a refusal). */
  refuseCancel?: (requestId: string) => Response | undefined;
}

/**
 * Answers the case's messages and requests calls as the server does: messages are added last,
 * reading sets the unread count to 0, requests are added open and cancelled on request.
 */
export function collaborationServer(options: CollaborationServerOptions): FetchHandler {
  const { casePath, author, state } = options;
  const cancelPath = new RegExp(`^${casePath}/requests/([^/]+)/cancel$`);
  return (method, url, body) => {
    if (method === 'GET' && url === `${casePath}/messages`) {
      return jsonResponse({ messages: state.messages });
    }
    if (method === 'POST' && url === `${casePath}/messages/read`) {
      state.unread = 0;
      return jsonResponse(null, 204);
    }
    if (method === 'POST' && url === `${casePath}/messages`) {
      const refused = options.refuseMessage?.(body);
      if (refused) return refused;
      const sent = caseMessage(`m-${state.messages.length + 1}`, {
        authorKind: author.kind,
        authorName: author.name,
        body: (body as { body: string }).body,
        createdAt: '2025-03-11T10:00:00.000Z',
      });
      state.messages = [...state.messages, sent];
      return jsonResponse(sent, 201);
    }
    if (method === 'POST' && url === `${casePath}/requests`) {
      const refused = options.refuseRequest?.(body);
      if (refused) return refused;
      const asked = documentRequest(`r-${state.requests.length + 1}`, {
        ...(body as Pick<DocumentRequest, 'title' | 'documentType'>),
        askedBy: author.name,
        createdAt: '2025-03-11T10:00:00.000Z',
      });
      state.requests = [...state.requests, asked];
      return jsonResponse(asked, 201);
    }
    const cancel = method === 'POST' ? cancelPath.exec(url) : null;
    if (cancel) {
      const requestId = decodeURIComponent(cancel[1]!);
      const refused = options.refuseCancel?.(requestId);
      if (refused) return refused;
      state.requests = state.requests.map((request) =>
        request.id === requestId ? { ...request, status: 'cancelled' } : request,
      );
      return jsonResponse(state.requests.find((request) => request.id === requestId));
    }
    return undefined;
  };
}

/** An open case dialog in a test, as the dialogs' `openCase` helpers give it. */
export interface OpenCaseDialog {
  dialog: HTMLElement;
  user: UserEvent;
}

/** Clicks one of the case dialog's tabs and answers its panel. */
export async function openTab(view: OpenCaseDialog, name: string | RegExp) {
  await view.user.click(within(view.dialog).getByRole('tab', { name }));
  return within(view.dialog).getByRole('tabpanel', { name });
}

/** The messages shown in a Messages panel, oldest first. */
export const messageItems = async (panel: HTMLElement) =>
  within(await within(panel).findByRole('list', { name: 'Messages, oldest first' })).getAllByRole(
    'listitem',
  );
