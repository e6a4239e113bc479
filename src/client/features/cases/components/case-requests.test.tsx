import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { UploadTicket } from '@shared/contracts/partners';
import { orderRequests } from '@client/components/case-collaboration/request-order';
import { storeSignIn } from '@client/lib/auth-storage';
import { FakeUploadRequest } from '@client/testing/fake-upload-request';
import {
  jsonResponse,
  routeTable,
  sentBody,
  stubFetchForEachTest,
} from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { getCaseQueryOptions } from '../api/get-case';
import { CaseRequests, NOTHING_NEEDED_MESSAGE } from './case-requests';

const { serve, calls } = stubFetchForEachTest();

beforeEach(() => {
  storeSignIn('client', 'client-token', { id: 'u1' });
  FakeUploadRequest.sent = [];
  FakeUploadRequest.answer = 200;
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});

const TODAY = '2025-03-10';

function request(id: string, overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id,
    title: `Request ${id}`,
    description: null,
    documentType: 'contract',
    dueDate: null,
    status: 'open',
    askedBy: 'Smith & Partners Law',
    createdAt: '2025-03-01T12:00:00.000Z',
    fulfilledAt: null,
    documentId: null,
    ...overrides,
  };
}

const contract = request('r-contract', {
  title: 'Signed purchase contract',
  description: 'All pages, including the one with your signature.\nA photo is fine.',
  dueDate: '2025-03-20',
});
const deed = request('r-deed', {
  title: 'Deed',
  documentType: 'legal-document',
  dueDate: '2025-03-08',
});
const letters = request('r-letters', { title: 'Letters from the resort' });
const fees = request('r-fees', {
  title: 'Fee statement',
  documentType: 'financial-statement',
  status: 'fulfilled',
  dueDate: '2025-03-01',
  fulfilledAt: '2025-03-02T10:00:00.000Z',
  documentId: 'd7',
});
const old = request('r-old', { title: 'Old bank letter', status: 'cancelled' });

function renderRequests(requests: DocumentRequest[]) {
  return renderWithQueryClient(
    <CaseRequests userId="u1" caseId="c1" requests={requests} today={TODAY} />,
  );
}

const openItems = () =>
  within(screen.getByRole('list', { name: 'Open requests' })).getAllByRole('listitem');

describe('What we need from you: the list', () => {
  it('puts open requests first, soonest due first, and those without a date after them', () => {
    expect(orderRequests([fees, letters, contract, old, deed]).map((item) => item.id)).toEqual([
      'r-deed',
      'r-contract',
      'r-letters',
      'r-fees',
      'r-old',
    ]);
    renderRequests([fees, letters, contract, old, deed]);

    expect(
      openItems().map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Deed', 'Signed purchase contract', 'Letters from the resort']);
    const earlier = screen.getByRole('list', { name: 'Earlier requests', hidden: true });
    expect(
      within(earlier)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Fee statement: received on March 2, 2025', 'Old bank letter: no longer needed']);
  });

  it('highlights an overdue request in words, and gives the due day of the others', () => {
    renderRequests([contract, deed, letters]);
    const [overdue, due, undated] = openItems();

    expect(overdue).toHaveTextContent(
      'Overdue: this was needed by March 8, 2025. Please send it as soon as you can.',
    );
    expect(overdue).toHaveClass('border-red-700');
    expect(due).toHaveTextContent('Please send it by March 20, 2025.');
    expect(due).not.toHaveTextContent('Overdue');
    expect(due).not.toHaveClass('border-red-700');
    expect(due).toHaveTextContent('All pages, including the one with your signature.');
    expect(due).toHaveTextContent('Contract · Asked by Smith & Partners Law on March 1, 2025');
    expect(undated).not.toHaveTextContent(/Overdue|Please send it by/);
  });

  it('is not overdue on the due day itself', () => {
    renderRequests([request('r1', { dueDate: TODAY })]);
    expect(openItems()[0]).toHaveTextContent('Please send it by March 10, 2025.');
  });

  it('says nothing is needed when no request is open', () => {
    renderRequests([fees]);
    expect(screen.getByText(i18n._(NOTHING_NEEDED_MESSAGE))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open requests' })).not.toBeInTheDocument();
  });
});

const ticket: UploadTicket = {
  uploadURL: '/api/uploads/cases/c1/abc-contract.jpg?expires=123&signature=xyz',
  contentType: 'image/jpeg',
  expiresAt: '2025-03-10T16:00:00.000Z',
};
const added: CaseDocumentView = {
  id: 'd9',
  fileName: 'contract.jpg',
  fileType: 'image/jpeg',
  fileSize: 9,
  documentType: 'contract',
  uploadedBy: 'Dorothy Smith',
  isPublic: true,
  createdAt: '2025-03-10T15:00:00.000Z',
};
const photo = () => new File(['\xff\xd8\xff photo'], 'contract.jpg', { type: 'image/jpeg' });

describe('What we need from you: sending a document', () => {
  it('sends the chosen file straight into the request, in three steps naming it', async () => {
    serve(
      routeTable({
        'POST /api/cases/c1/documents/upload': () => jsonResponse(ticket),
        'POST /api/cases/c1/documents': () => jsonResponse(added, 201),
      }),
    );
    const { user, queryClient } = renderRequests([contract, letters]);
    const detailKey = getCaseQueryOptions('u1', 'c1').queryKey;
    queryClient.setQueryData(detailKey, { requests: [contract, letters] } as never);

    const [item] = openItems();
    const picker = within(item!).getByLabelText(
      'Send a file or photo for: Signed purchase contract',
    );
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).not.toHaveAttribute('multiple');
    await user.upload(picker, photo());

    expect(await screen.findByText(/contract\.jpg was added to your case for/)).toHaveTextContent(
      'contract.jpg was added to your case for “Signed purchase contract”.',
    );
    const [first, third] = calls('POST');
    expect(first![0]).toBe('/api/cases/c1/documents/upload');
    expect(sentBody(first)).toEqual({
      fileName: 'contract.jpg',
      documentType: 'contract',
      fileSize: photo().size,
    });
    expect(FakeUploadRequest.sent).toEqual([
      expect.objectContaining({ method: 'PUT', url: ticket.uploadURL, contentType: 'image/jpeg' }),
    ]);
    expect(third![0]).toBe('/api/cases/c1/documents');
    expect(sentBody(third)).toEqual({
      fileName: 'contract.jpg',
      documentType: 'contract',
      fileUrl: '/api/uploads/cases/c1/abc-contract.jpg',
      requestId: 'r-contract',
    });
    expect(new Headers(third![1]?.headers).get('Authorization')).toBe('Bearer client-token');
    expect(
      within(item!).getByRole('progressbar', { name: 'Upload progress of contract.jpg' }),
    ).toHaveAttribute('aria-valuenow', '100');
    // The case is fetched again, so the request shows as answered and the document appears.
    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true));
  });

  it('uses the kind of document the request asks for', async () => {
    serve(
      routeTable({
        'POST /api/cases/c1/documents/upload': () => jsonResponse(ticket),
        'POST /api/cases/c1/documents': () => jsonResponse(added, 201),
      }),
    );
    const { user } = renderRequests([deed]);
    await user.upload(screen.getByLabelText('Send a file or photo for: Deed'), photo());
    await screen.findByText(/was added to your case/);
    expect(sentBody(calls('POST')[0])).toMatchObject({ documentType: 'legal-document' });
    expect(sentBody(calls('POST')[1])).toMatchObject({ requestId: 'r-deed' });
  });

  it('refuses a file of the wrong kind before sending anything', async () => {
    serve();
    const { user } = renderRequests([contract]);
    await user.upload(
      screen.getByLabelText(/^Send a file or photo for/),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The file was not sent: setup.exe');
    expect(alert).toHaveTextContent('This type of file cannot be uploaded.');
    expect(calls('POST')).toHaveLength(0);
  });

  it('says why the file was not sent, in the request, and lets the client try again', async () => {
    serve(
      routeTable({
        'POST /api/cases/c1/documents/upload': () => jsonResponse(ticket),
        'POST /api/cases/c1/documents': () =>
          jsonResponse({ message: 'This request was already answered.' }, 400),
      }),
    );
    const { user } = renderRequests([contract]);
    await user.upload(screen.getByLabelText(/^Send a file or photo for/), photo());

    const alert = await within(openItems()[0]!).findByRole('alert');
    expect(alert).toHaveTextContent('The file was not sent: contract.jpg');
    expect(alert).toHaveTextContent('This request was already answered.');
    expect(screen.getByLabelText(/^Send a file or photo for/)).toBeEnabled();
  });
});
