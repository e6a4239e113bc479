import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloads } from '@shared/downloads';
import { DownloadCard, fileDescription } from './download-card';

const render = (ui: ReactNode) => renderBare(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const checklist = downloads.find((download) => download.id === 'contract-review-checklist')!;
const ERROR = 'Error downloading Contract Review Checklist. Please try again.';

/** Lets the stubbed fetch and the state updates after it settle. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  // Only the clock the messages use: the stubbed responses' streams need the real ones.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DownloadCard', () => {
  it('describes each file by type and pages', () => {
    expect(downloads.map((download) => fileDescription(download, i18n))).toEqual([
      'PDF · 8 pages',
      'PDF · 6 pages',
      'PDF · 4 pages',
      'Excel spreadsheet',
    ]);
  });

  it('reports a failed download and clears the message after 5 seconds', async () => {
    const fetchMock = vi.fn(async () => new Response('gone', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<DownloadCard download={checklist} />);

    fireEvent.click(screen.getByRole('link', { name: 'Download Contract Review Checklist' }));
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/attached_assets/contract-review-checklist.pdf',
      { credentials: 'same-origin' },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR);

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
    // No download was recorded.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure the same way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<DownloadCard download={checklist} />);
    fireEvent.click(screen.getByRole('link', { name: /Download/ }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR);
  });

  it('confirms a download for 3 seconds', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === '/api/track-interaction'
        ? new Response(null, { status: 204 })
        : new Response('%PDF-1.7', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:checklist');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<DownloadCard download={checklist} />);

    fireEvent.click(screen.getByRole('link', { name: /Download/ }));
    await settle();

    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      /Contract Review Checklist is downloading/,
    );
    // The static files are not resources the interaction log knows, so nothing is posted.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/track-interaction')).toEqual([]);
  });
});
