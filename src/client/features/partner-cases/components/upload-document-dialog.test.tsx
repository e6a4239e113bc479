import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { UploadTicket } from '@shared/contracts/partners';
import { FILE_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES } from '@shared/document-files';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import { FakeUploadRequest } from '@client/testing/fake-upload-request';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { toastTitle } from '@client/testing/toasts';
import { UploadDocumentDialog } from './upload-document-dialog';

const { fetchMock, calls } = stubFetchForEachTest();

beforeAll(installDialogMethods);

const ticket: UploadTicket = {
  uploadURL: '/api/uploads/cases/c1/abc-contract.pdf?expires=123&signature=xyz',
  contentType: 'application/pdf',
  expiresAt: '2025-03-05T16:00:00.000Z',
};
const registered: CaseDocumentView = {
  id: 'd9',
  fileName: 'contract.pdf',
  fileType: 'application/pdf',
  fileSize: 11,
  documentType: 'contract',
  uploadedBy: 'Dana Smith',
  isPublic: false,
  createdAt: '2025-03-05T15:00:00.000Z',
};

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>Dialog is {open ? 'open' : 'closed'}</p>
      <UploadDocumentDialog partnerId="p1" caseId="c1" open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const { user } = renderWithQueryClient(<Harness />);
  const dialog = screen.getByRole('dialog', { name: 'Upload Document' });
  return { user, dialog };
}

const posts = () => calls('POST');
const pdf = () => new File(['%PDF-1.4 hi'], 'contract.pdf', { type: 'application/pdf' });

beforeEach(() => {
  storeSignIn('partner', 'partner-token', { id: 'p1' });
  FakeUploadRequest.sent = [];
  FakeUploadRequest.answer = 200;
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});

describe('Upload Document dialog', () => {
  it('asks for both a file and a document type, and sends nothing without them', async () => {
    const { user, dialog } = renderDialog();
    const type = within(dialog).getByLabelText('Document type');
    const file = within(dialog).getByLabelText('File');
    expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Missing Information');
    expect(alert).toHaveTextContent('Please select a file and document type.');
    expect(await toastTitle('Missing Information')).toBeInTheDocument();
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(type).toHaveFocus();

    // A file alone is not enough either.
    await user.upload(file, pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a file and document type.',
    );
    expect(file).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB in the browser, before sending anything', async () => {
    const { user, dialog } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'contract');
    const big = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    const file = within(dialog).getByLabelText('File');
    await user.upload(file, big);

    expect(within(dialog).getByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(file).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(file).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('refuses a type of file that cannot be uploaded', async () => {
    const { user, dialog } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'other');
    const file = within(dialog).getByLabelText('File');
    // The render's user can choose any file, as with a browser's "All files".
    await user.upload(file, new File(['MZ'], 'setup.exe'));

    expect(
      within(dialog).getByText(
        'This type of file cannot be uploaded. Please choose one of these types: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads in three steps, shows the progress, and closes 1.5 s after it is done', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/documents/upload')
        ? jsonResponse(ticket)
        : jsonResponse(registered, 201),
    );
    const { user, dialog } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'contract');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await toastTitle('Upload Successful')).toBeInTheDocument();
    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(
      within(within(dialog).getByRole('list', { name: 'Upload steps' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Preparing: Done', 'Uploading: Done', 'Processing: Done', 'Complete: Done']);

    const [first, third] = posts();
    expect(first![0]).toBe('/api/partners/cases/c1/documents/upload');
    expect(sentBody(first)).toEqual({
      fileName: 'contract.pdf',
      documentType: 'contract',
      fileSize: 11,
    });
    expect(FakeUploadRequest.sent).toEqual([
      {
        method: 'PUT',
        url: ticket.uploadURL,
        contentType: 'application/pdf',
        body: expect.objectContaining({ name: 'contract.pdf', size: 11 }),
      },
    ]);
    expect(third![0]).toBe('/api/partners/cases/c1/documents');
    expect(sentBody(third)).toEqual({
      fileName: 'contract.pdf',
      documentType: 'contract',
      fileUrl: '/api/uploads/cases/c1/abc-contract.pdf',
    });
    expect(new Headers(third![1]?.headers).get('Authorization')).toBe('Bearer partner-token');

    expect(screen.getByText('Dialog is open')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Dialog is closed')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('says the upload failed, with the reason, and keeps the dialog open', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(ticket));
    FakeUploadRequest.answer = 403;
    const { user, dialog } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'contract');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Upload Failed');
    expect(alert).toHaveTextContent('There was an error uploading the file. Please try again.');
    expect(alert).toHaveTextContent('Reason: This link has expired.');
    expect(
      within(within(dialog).getByRole('list', { name: 'Upload steps' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Preparing: Done', 'Uploading: Failed', 'Processing: Waiting', 'Complete: Waiting']);
    expect(posts()).toHaveLength(1);
    expect(screen.getByText('Dialog is open')).toBeInTheDocument();
  });
});
