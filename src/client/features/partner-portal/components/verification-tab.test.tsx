import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  VERIFICATION_LINK_INVALID_MESSAGE,
  type ApplicationStatus,
  type VerificationDocument,
} from '@shared/contracts/partners';
import {
  FILE_TOO_LARGE_MESSAGE,
  fileTypeNotAllowedMessage,
  MAX_DOCUMENT_BYTES,
  verificationDocumentExtensions,
} from '@shared/document-files';
import PartnerPortalPage from '@client/routes/partner-portal';
import { jsonResponse, sentBody, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';

const { fetchMock } = stubFetchForEachTest();
const TOKEN = 'verify-token-1';

const license: VerificationDocument = {
  id: 'doc-1',
  documentType: 'business-license',
  fileName: 'business-license.pdf',
  fileSize: 2048,
  uploadedAt: '2025-03-04T15:00:00.000Z',
};

const application: ApplicationStatus = {
  companyName: 'Smith Law',
  contactPerson: 'Jane Smith',
  email: 'jane@smithlaw.com',
  status: 'submitted',
  submittedAt: '2025-03-03T10:00:00.000Z',
  reviewedAt: null,
  acceptsDocuments: true,
  documents: [license],
};

/*
 * Step 2 of an upload is a real PUT from the browser's XMLHttpRequest, so it goes to a real
 * HTTP server here, which answers like the app's local upload route (with the CORS answers a
 * browser needs for a PUT to another port).
 */
interface ReceivedUpload {
  url: string;
  contentType: string | undefined;
  body: string;
}
let uploadServer: Server;
let uploadOrigin: string;
const received: ReceivedUpload[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  uploadServer = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'PUT');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void readBody(request).then((body) => {
      received.push({ url: request.url ?? '', contentType: request.headers['content-type'], body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => uploadServer.listen(0, '127.0.0.1', resolve));
  uploadOrigin = `http://127.0.0.1:${(uploadServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => uploadServer.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

function renderVerification(token?: string) {
  const query = token ? `&token=${token}` : '';
  return renderAt(`/partner-portal?tab=verification${query}`, {
    '/partner-portal': <PartnerPortalPage />,
  });
}

const verificationPanel = () => screen.findByRole('tabpanel', { name: 'Verification' });

describe('Verification tab', () => {
  it('without a link waits for an application and says which files are accepted', async () => {
    renderVerification();
    const panel = await verificationPanel();
    expect(
      await within(panel).findByRole('heading', { name: 'Awaiting Application' }),
    ).toBeVisible();
    expect(within(panel).getAllByText(/PDF, DOC or JPG, max 10MB/).length).toBeGreaterThan(0);
    expect(
      within(panel).getByRole('heading', { name: /Review \(3-5 business days\)/ }),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reader to the Apply tab and keeps the tab in the address', async () => {
    const { user, router } = renderVerification();
    const panel = await verificationPanel();
    await user.click(within(panel).getByRole('button', { name: 'Go to the application form' }));

    const applyTab = screen.getByRole('tab', { name: 'Apply' });
    await waitFor(() => expect(applyTab).toHaveAttribute('aria-selected', 'true'));
    expect(applyTab).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=apply');

    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=resources'));
    expect(screen.getByRole('link', { name: /legal database/i })).toHaveAttribute('href', '/legal');
  });

  it('shows the server message and the waiting state for a link that does not work', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { message: VERIFICATION_LINK_INVALID_MESSAGE, code: 'VERIFICATION_LINK_INVALID' },
        404,
      ),
    );
    renderVerification('expired-token');
    const panel = await verificationPanel();
    expect(await within(panel).findByText(VERIFICATION_LINK_INVALID_MESSAGE)).toBeInTheDocument();
    expect(
      await within(panel).findByRole('heading', { name: 'Awaiting Application' }),
    ).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partners/application/expired-token');
  });

  it('offers to try again when the application cannot be loaded', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse(application));
    const { user } = renderVerification(TOKEN);
    const panel = await verificationPanel();
    expect(await within(panel).findByText('We could not load your application.')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('heading', { name: 'Your application' })).toBeVisible();
  });

  it('shows the real status, the dates and the documents of the application', async () => {
    fetchMock.mockResolvedValue(jsonResponse(application));
    renderVerification(TOKEN);
    const panel = await verificationPanel();

    expect(await within(panel).findByRole('heading', { name: 'Your application' })).toBeVisible();
    expect(within(panel).getByText('Under review')).toBeVisible();
    expect(within(panel).getByText('March 3, 2025')).toBeVisible();
    expect(within(panel).getByText('Not yet')).toBeVisible();
    const documents = within(panel).getByRole('region', { name: 'Your documents' });
    expect(within(documents).getByText('business-license.pdf')).toBeVisible();
    expect(within(documents).getByText(/Business license/)).toHaveTextContent('2 KB');
    expect(within(panel).getByRole('region', { name: 'Upload a document' })).toBeVisible();
  });

  it('stops offering the upload once the application is reviewed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        ...application,
        status: 'approved',
        reviewedAt: '2025-03-06T10:00:00.000Z',
        acceptsDocuments: false,
      }),
    );
    renderVerification(TOKEN);
    const panel = await verificationPanel();
    expect(await within(panel).findByText('Approved')).toBeVisible();
    expect(within(panel).getByText('March 6, 2025')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Partner Sign In' })).toHaveAttribute(
      'href',
      '/partner-login',
    );
    expect(within(panel).queryByRole('region', { name: 'Upload a document' })).toBeNull();
  });

  it('refuses a wrong type or an oversized file before sending anything', async () => {
    fetchMock.mockResolvedValue(jsonResponse(application));
    const { user } = renderVerification(TOKEN);
    const panel = await verificationPanel();
    const fileBox = await within(panel).findByLabelText('File');

    await user.upload(fileBox, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(fileBox).toHaveAccessibleDescription(
      expect.stringContaining(fileTypeNotAllowedMessage(verificationDocumentExtensions)),
    );

    const big = new File(['x'], 'license.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    await user.upload(fileBox, big);
    expect(fileBox).toHaveAccessibleDescription(expect.stringContaining(FILE_TOO_LARGE_MESSAGE));

    await user.click(within(panel).getByRole('button', { name: 'Upload Document' }));
    expect(within(panel).getByLabelText('Kind of document')).toHaveAccessibleDescription(
      'Please choose what kind of document this is.',
    );
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    // Only the application itself was loaded.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uploads in three steps with progress, then lists the new document', async () => {
    const uploadURL = `${uploadOrigin}/api/uploads/partners/p1/abc-insurance.pdf?expires=1&signature=s`;
    const insurance: VerificationDocument = {
      id: 'doc-2',
      documentType: 'insurance',
      fileName: 'insurance.pdf',
      fileSize: 9,
      uploadedAt: '2025-03-05T09:00:00.000Z',
    };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(application))
      .mockResolvedValueOnce(
        jsonResponse({ uploadURL, contentType: 'application/pdf', expiresAt: '2099-01-01' }),
      )
      .mockResolvedValueOnce(jsonResponse(insurance, 201))
      .mockResolvedValueOnce(jsonResponse({ ...application, documents: [insurance, license] }));
    const { user } = renderVerification(TOKEN);
    const panel = await verificationPanel();

    await user.selectOptions(
      await within(panel).findByLabelText('Kind of document'),
      'Professional liability insurance',
    );
    await user.upload(
      within(panel).getByLabelText('File'),
      new File(['%PDF-1.4\n'], 'insurance.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByText('Upload Successful')).toBeInTheDocument();
    const [ticketUrl, ticketInit] = fetchMock.mock.calls[1]!;
    expect(ticketUrl).toBe(`/api/partners/application/${TOKEN}/documents/upload`);
    expect(sentBody(ticketInit)).toEqual({
      fileName: 'insurance.pdf',
      documentType: 'insurance',
      fileSize: 9,
    });
    expect(received).toEqual([
      {
        url: '/api/uploads/partners/p1/abc-insurance.pdf?expires=1&signature=s',
        contentType: 'application/pdf',
        body: '%PDF-1.4\n',
      },
    ]);
    const [registerUrl, registerInit] = fetchMock.mock.calls[2]!;
    expect(registerUrl).toBe(`/api/partners/application/${TOKEN}/documents`);
    expect(sentBody(registerInit)).toEqual({
      fileName: 'insurance.pdf',
      documentType: 'insurance',
      fileUrl: `${uploadOrigin}/api/uploads/partners/p1/abc-insurance.pdf`,
    });

    expect(within(panel).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const documents = within(panel).getByRole('region', { name: 'Your documents' });
    expect(await within(documents).findByText('insurance.pdf')).toBeVisible();
    expect(within(panel).getByRole('status')).toHaveTextContent('insurance.pdf was added');
    // The form is ready for the next document.
    expect(within(panel).getByLabelText('Kind of document')).toHaveValue('');
  });

  it('says the upload failed, with the reason, when the server refuses the file', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(application))
      .mockResolvedValueOnce(
        jsonResponse(
          { message: 'This application has already been reviewed.', code: 'APPLICATION_REVIEWED' },
          409,
        ),
      )
      .mockResolvedValueOnce(jsonResponse({ ...application, acceptsDocuments: false }));
    const { user } = renderVerification(TOKEN);
    const panel = await verificationPanel();

    await user.selectOptions(await within(panel).findByLabelText('Kind of document'), 'insurance');
    await user.upload(
      within(panel).getByLabelText('File'),
      new File(['%PDF-1.4\n'], 'insurance.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(
      await screen.findByText('There was an error uploading the file. Please try again.'),
    ).toBeInTheDocument();
    // Reviewed meanwhile: the page reloads the application and stops offering the upload.
    await waitFor(() =>
      expect(within(panel).queryByRole('region', { name: 'Upload a document' })).toBeNull(),
    );
    expect(received).toHaveLength(0);
  });
});
