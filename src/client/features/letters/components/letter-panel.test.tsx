import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Letter } from '@shared/contracts/letters';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderWithQueryClient } from '@client/testing/render';
import { LetterPanel } from './letter-panel';

const stub = stubFetchForEachTest();

const stopLetter: Letter = {
  purpose: 'stop-contact',
  state: null,
  formId: 'form-1',
  title: 'Letter Asking a Company to Stop Contacting You',
  template: '{{todayDate}}\n\n{{companyName}}\n\nStop calling me.\n\n{{buyerName}}',
  instructions: null,
  fields: [
    { name: 'todayDate', label: "Today's date", suggested: null },
    { name: 'companyName', label: 'Company name', suggested: null },
    { name: 'buyerName', label: 'Your full name', suggested: null },
  ],
  applicableLaws: ['47 U.S.C. § 227'],
  verifyWithSource: false,
  mailingInstructions: ['Send it by certified mail with a return receipt.'],
};

/** Files handed to the browser to save, caught at the temporary link's click. */
let saved: { blob: Blob; fileName: string }[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/letter-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push({ blob: blobs.get(this.href)!, fileName: this.download });
  });
});

describe('LetterPanel', () => {
  it('prefills the boxes, previews as the person types, and downloads the PDF', async () => {
    stub.serve(
      routeTable({
        'GET /api/letters/stop-contact': () => jsonResponse(stopLetter),
        'POST /api/letters/stop-contact/document': () =>
          new Response('%PDF-1.3', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="stop.pdf"',
            },
          }),
      }),
    );
    renderWithQueryClient(
      <LetterPanel purpose="stop-contact" initialFields={{ buyerName: 'Ana Ruiz' }} />,
    );
    const name = await screen.findByLabelText('Your full name');
    expect(name).toHaveValue('Ana Ruiz');
    expect(screen.getByTestId('letter-preview')).toHaveTextContent('[Company name]');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Company name'), 'Exit Now LLC');
    expect(screen.getByTestId('letter-preview')).toHaveTextContent('Exit Now LLC');
    expect(screen.getByText('Send it by certified mail with a return receipt.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const body = (await stub.sentOnce('POST', '/api/letters/stop-contact/document')) as {
      fields: Record<string, string>;
      format: string;
    };
    expect(body.format).toBe('pdf');
    expect(body.fields).toMatchObject({ buyerName: 'Ana Ruiz', companyName: 'Exit Now LLC' });
    expect(body.fields.todayDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await screen.findByText(/saved as stop\.pdf/);
    expect(saved.map((file) => file.fileName)).toEqual(['stop.pdf']);
  });

  it("shows the server's reason when a file cannot be made", async () => {
    stub.serve(
      routeTable({
        'GET /api/letters/stop-contact': () => jsonResponse(stopLetter),
        'POST /api/letters/stop-contact/document': () =>
          jsonResponse(
            { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Please fill in: Company name.' },
            400,
          ),
      }),
    );
    renderWithQueryClient(<LetterPanel purpose="stop-contact" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Word file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in: Company name.');
    expect(saved).toEqual([]);
  });

  it('asks for the state of a cancellation letter first, then loads that state', async () => {
    stub.serve(
      routeTable({
        'GET /api/letters/rescission?state=texas': () =>
          jsonResponse({ ...stopLetter, purpose: 'rescission', state: 'texas', title: 'Cancel' }),
      }),
    );
    renderWithQueryClient(<LetterPanel purpose="rescission" />);
    expect(screen.getByText('Choose your state to see your letter.')).toBeVisible();
    expect(stub.calls('GET')).toEqual([]);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State where you signed the contract'), 'texas');
    expect(await screen.findByRole('heading', { name: 'Cancel' })).toBeVisible();
  });

  it('says when the letter cannot be loaded, with Try again', async () => {
    stub.serve(
      routeTable({
        'GET /api/letters/fee-dispute': () =>
          jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not available.' }, 404),
      }),
    );
    renderWithQueryClient(<LetterPanel purpose="fee-dispute" />);
    expect(await screen.findByText('We could not load this letter.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(stub.calls('GET').length).toBeGreaterThan(0));
  });
});
