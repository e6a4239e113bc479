import { useEffect, useState } from 'react';

/** Requirements §4 Other, §9 Timing: how long a download's feedback stays on screen. */
export const DOWNLOAD_SUCCESS_MESSAGE_MS = 3000;
export const DOWNLOAD_ERROR_MESSAGE_MS = 5000;

export type DownloadFeedback =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

export interface DownloadMessages {
  success: string;
  /** Told what went wrong (the server's message, or no connection). */
  failure: (error: Error) => string;
}

/**
 * One download button's state: busy while the file is fetched, then a success or error
 * message that clears itself after 3 s or 5 s. A second press while busy is ignored.
 */
export function useDownloadFeedback() {
  const [feedback, setFeedback] = useState<DownloadFeedback>({ kind: 'idle' });

  useEffect(() => {
    if (feedback.kind !== 'success' && feedback.kind !== 'error') return;
    const timer = window.setTimeout(
      () => setFeedback({ kind: 'idle' }),
      feedback.kind === 'success' ? DOWNLOAD_SUCCESS_MESSAGE_MS : DOWNLOAD_ERROR_MESSAGE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [feedback]);

  async function download(start: () => Promise<void>, messages: DownloadMessages) {
    if (feedback.kind === 'busy') return;
    setFeedback({ kind: 'busy' });
    try {
      await start();
    } catch (error) {
      setFeedback({
        kind: 'error',
        message: messages.failure(error instanceof Error ? error : new Error(String(error))),
      });
      return;
    }
    setFeedback({ kind: 'success', message: messages.success });
  }

  return { feedback, busy: feedback.kind === 'busy', download };
}
