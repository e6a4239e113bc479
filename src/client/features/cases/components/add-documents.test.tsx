import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { FILE_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES } from '@shared/document-files';
import { storeSignIn } from '@client/lib/auth-storage';
import { FakeUploadRequest } from '@client/testing/fake-upload-request';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { getCaseQueryOptions } from '../api/get-case';
import { AddDocuments } from './add-documents';

const { serve, calls } = stubFetchForEachTest();

beforeEach(() => {
  storeSignIn('client', 'client-token', { id: 'u1' });
  FakeUploadRequest.sent = [];
  FakeUploadRequest.answer = 200;
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});

/** The server: each file gets its own upload address; registering answers with the document. */
function serveUploads() {
  serve((method, url, body) => {
    const { fileName, documentType } = (body ?? {}) as { fileName: string; documentType: string };
    if (method === 'POST' && url === '/api/cases/c1/documents/upload') {
      return jsonResponse({
        uploadURL: `/api/uploads/cases/c1/${fileName}?signature=xyz`,
        contentType: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
        expiresAt: '2025-03-10T16:00:00.000Z',
      });
    }
    if (method === 'POST' && url === '/api/cases/c1/documents') {
      const document: CaseDocumentView = {
        id: `doc-${fileName}`,
        fileName,
        fileType: 'application/pdf',
        fileSize: 10,
        documentType,
        uploadedBy: 'Dorothy Smith',
        isPublic: true,
        createdAt: '2025-03-10T15:00:00.000Z',
      };
      return jsonResponse(document, 201);
    }
    return undefined;
  });
}

const pdf = (name: string) => new File(['%PDF-1.4 hello'], name, { type: 'application/pdf' });
const files = () => screen.queryByRole('list', { name: 'Files to send' });
const row = (fileName: string) =>
  within(files()!)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(fileName))!;

describe('Add documents', () => {
  it('offers several files at once, and the camera on a phone', () => {
    renderWithQueryClient(<AddDocuments userId="u1" caseId="c1" />);
    const chooser = screen.getByLabelText('Choose files');
    expect(chooser).toHaveAttribute('type', 'file');
    expect(chooser).toHaveAttribute('multiple');
    expect(chooser).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png');
    expect(chooser).toHaveAccessibleDescription(/PDF, DOC, DOCX, TXT, JPG, JPEG or PNG files/);
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
  });

  it('sends several files, each with its type, its own progress and its own error', async () => {
    serveUploads();
    // The storage refuses the second file only.
    FakeUploadRequest.answer = (url) => (url.includes('deed.pdf') ? 403 : 200);
    const { user, queryClient } = renderWithQueryClient(<AddDocuments userId="u1" caseId="c1" />);
    const detailKey = getCaseQueryOptions('u1', 'c1').queryKey;
    queryClient.setQueryData(detailKey, {} as never);

    const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    await user.upload(screen.getByLabelText('Choose files'), [
      pdf('contract.pdf'),
      pdf('deed.pdf'),
      huge,
    ]);
    expect(within(files()!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row('scan.pdf')).getByRole('alert')).toHaveTextContent(FILE_TOO_LARGE_MESSAGE);

    // Without a type for each file, nothing is sent and the first one without is focused.
    await user.selectOptions(screen.getByLabelText('Document type of contract.pdf'), 'contract');
    await user.click(screen.getByRole('button', { name: 'Send 2 files' }));
    expect(screen.getByLabelText('Document type of deed.pdf')).toHaveFocus();
    expect(screen.getByLabelText('Document type of deed.pdf')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls('POST')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Document type of deed.pdf'), 'legal-document');
    await user.click(screen.getByRole('button', { name: 'Send 2 files' }));

    expect(await screen.findByText(/1 file was not sent/)).toBeInTheDocument();
    const contract = row('contract.pdf');
    expect(
      within(contract).getByRole('progressbar', { name: 'Upload progress of contract.pdf' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(contract).toHaveTextContent('Added to your case');
    const deed = row('deed.pdf');
    expect(
      within(deed).getByRole('progressbar', { name: 'Upload progress of deed.pdf' }),
    ).toHaveAttribute('aria-valuetext', 'Error (55%)');
    expect(within(deed).getByRole('alert')).toHaveTextContent(
      'deed.pdf was not sentThis link has expired. You can try again.',
    );

    // Each file in its own three steps; the refused one is never sent.
    expect(calls('POST').map(([url, init]) => [url, sentBody(init)])).toEqual([
      [
        '/api/cases/c1/documents/upload',
        { fileName: 'contract.pdf', documentType: 'contract', fileSize: 14 },
      ],
      [
        '/api/cases/c1/documents',
        {
          fileName: 'contract.pdf',
          documentType: 'contract',
          fileUrl: '/api/uploads/cases/c1/contract.pdf',
        },
      ],
      [
        '/api/cases/c1/documents/upload',
        { fileName: 'deed.pdf', documentType: 'legal-document', fileSize: 14 },
      ],
    ]);
    expect(FakeUploadRequest.sent.map((sent) => sent.url)).toEqual([
      '/api/uploads/cases/c1/contract.pdf?signature=xyz',
      '/api/uploads/cases/c1/deed.pdf?signature=xyz',
    ]);
    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true));

    // Trying again sends only the file that failed.
    FakeUploadRequest.answer = 200;
    await user.click(screen.getByRole('button', { name: 'Send 1 file' }));
    expect(await screen.findByText('1 file was added to your case.')).toBeInTheDocument();
    expect(row('deed.pdf')).toHaveTextContent('Added to your case');
    expect(FakeUploadRequest.sent).toHaveLength(3);
  });

  it('lets a file be taken off the list before sending', async () => {
    const { user } = renderWithQueryClient(<AddDocuments userId="u1" caseId="c1" />);
    await user.upload(screen.getByLabelText('Choose files'), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf from the list' }));
    expect(within(files()!).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send 1 file' })).toBeInTheDocument();
  });
});
