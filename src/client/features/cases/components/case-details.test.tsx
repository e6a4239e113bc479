import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { act, fireEvent, render as renderOnly, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import { storeSignIn } from '@client/lib/auth-storage';
import {
  DOWNLOAD_ERROR_MESSAGE_MS,
  DOWNLOAD_SUCCESS_MESSAGE_MS,
} from '@client/lib/use-download-feedback';
import { submittedCase } from '@client/testing/case-fixtures';
import { stubFetchForEachTest } from '@client/testing/fetch-stub';
import { CaseDocuments } from './case-documents';
import { CasePartner } from './case-partner';
import { CaseSection } from './case-section';

/** Renders `ui` in the language the test setup activated (English). */
function render(ui: ReactElement) {
  return renderOnly(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
}

const { fetchMock } = stubFetchForEachTest();

const detail: ClientCaseDetail = {
  case: { ...submittedCase, status: 'in_progress', updatedAt: '2025-03-05T15:00:00.000Z' },
  updates: [],
  documents: [
    {
      id: 'd1',
      fileName: 'cancellation-letter.pdf',
      fileType: 'application/pdf',
      fileSize: 2_516_582,
      documentType: 'cancellation-letter',
      uploadedBy: 'Smith & Partners Law',
      isPublic: true,
      createdAt: '2025-03-06T10:00:00.000Z',
    },
    {
      id: 'd2',
      fileName: 'notes.txt',
      fileType: 'text/plain',
      fileSize: 830,
      documentType: 'correspondence',
      uploadedBy: 'TRA Team',
      isPublic: true,
      createdAt: '2025-03-07T10:00:00.000Z',
    },
  ],
  partner: { companyName: 'Smith & Partners Law' },
  requests: [],
};

function renderDocuments(documents = detail.documents) {
  return render(
    <CaseSection id="case-documents" title="Documents">
      <CaseDocuments caseId="c1" documents={documents} headingId="case-documents-heading" />
    </CaseSection>,
  );
}

beforeEach(() => storeSignIn('client', 'client-token', { id: 'u1' }));
afterEach(() => vi.useRealTimers());

/**
 * Fake timers that still run with the clock, so Testing Library's own waiting works; the
 * checks below leave a margin for the few real milliseconds the test itself takes.
 */
function useMessageClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
const MARGIN_MS = 500;
/** Lets React run the effect that starts the message's timer. */
const settle = () => act(async () => {});

function documentItem(fileName: string) {
  const list = screen.getByRole('list', { name: 'Documents' });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('button', { name: `Download ${fileName}` }))!;
}

describe('Case details: partner attorney', () => {
  it('names the partner firm working on the case', () => {
    render(<CasePartner partner={detail.partner} />);
    expect(
      screen.getByRole('heading', { name: 'Your partner attorney: Smith & Partners Law' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/will contact you directly/)).toBeInTheDocument();
  });

  it('says no partner is assigned yet', () => {
    render(<CasePartner partner={null} />);
    expect(
      screen.getByRole('heading', { name: 'Partner attorney: Not yet assigned' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your partner attorney/)).not.toBeInTheDocument();
  });
});

describe('Case details: documents', () => {
  it('lists each document with its type, size, date and who added it', () => {
    renderDocuments();
    const letter = documentItem('cancellation-letter.pdf');
    expect(letter).toHaveTextContent('Cancellation Letter · 2.4 MB · March 6, 2025');
    expect(letter).toHaveTextContent('Added by Smith & Partners Law');
    expect(
      within(letter).getByRole('button', { name: 'Download cancellation-letter.pdf' }),
    ).toBeInTheDocument();
    const notes = documentItem('notes.txt');
    expect(notes).toHaveTextContent('Correspondence · 830 bytes · March 7, 2025');
    expect(notes).toHaveTextContent('Added by TRA Team');
  });

  it('says so when there are no documents', () => {
    renderDocuments([]);
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(section).toHaveTextContent('There are no documents on this case yet.');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads with the client sign-in and confirms it for 3 seconds', async () => {
    useMessageClock();
    fetchMock.mockResolvedValue(new Response('%PDF-1.4', { status: 200 }));
    renderDocuments();

    const item = documentItem('cancellation-letter.pdf');
    fireEvent.click(within(item).getByRole('button', { name: 'Download cancellation-letter.pdf' }));
    expect(
      within(item).getByRole('button', { name: 'Downloading… cancellation-letter.pdf' }),
    ).toHaveAttribute('aria-disabled', 'true');

    const notice = within(item).getByRole('status');
    await within(notice).findByText('Download Complete');
    await settle();
    expect(notice).toHaveTextContent(
      'cancellation-letter.pdf is downloading. You will find it in your Downloads folder.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cases/c1/documents/d1/download');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer client-token');

    act(() => vi.advanceTimersByTime(DOWNLOAD_SUCCESS_MESSAGE_MS - MARGIN_MS));
    expect(notice).toHaveTextContent('Download Complete');
    act(() => vi.advanceTimersByTime(MARGIN_MS));
    expect(notice).toBeEmptyDOMElement();
  });

  it('says why a download failed, for 5 seconds', async () => {
    useMessageClock();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'We could not find that document.', code: 'X' }), {
        status: 404,
      }),
    );
    renderDocuments();

    const item = documentItem('notes.txt');
    fireEvent.click(within(item).getByRole('button', { name: 'Download notes.txt' }));

    const alert = await within(item).findByText('Download Failed');
    await settle();
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'Failed to download notes.txt. We could not find that document.',
    );
    act(() => vi.advanceTimersByTime(DOWNLOAD_ERROR_MESSAGE_MS - MARGIN_MS));
    expect(alert).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MARGIN_MS));
    expect(within(item).queryByText('Download Failed')).not.toBeInTheDocument();
  });
});
