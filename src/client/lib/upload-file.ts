import { text, type TextDescriptor } from '@shared/i18n/text';
import { ApiError, NETWORK_ERROR_STATUS, REQUEST_TIMEOUT_STATUS } from './api-client';
import { activeText } from './i18n/active';

/*
 * Step 2 of the three-step upload (requirements §7): PUT the raw file to the signed address with its
 * content type. XMLHttpRequest rather than fetch, because only it reports upload progress.
 */

export interface UploadFileOptions {
  uploadURL: string;
  contentType: string;
  file: Blob;
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Default 5 minutes: large files on slow connections take a while. */
  timeoutMs?: number;
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (an S3 error is XML): fall back to the status.
  }
  return `${xhr.status}: ${xhr.statusText || activeText(text('Upload failed'))}`;
}

export function uploadFile(options: UploadFileOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    /* eslint-disable lingui/no-unlocalized-strings -- HTTP */
    xhr.open('PUT', options.uploadURL);
    xhr.setRequestHeader('Content-Type', options.contentType);
    /* eslint-enable lingui/no-unlocalized-strings */
    xhr.timeout = options.timeoutMs ?? 5 * 60 * 1000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(messageOf(xhr), xhr.status));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          activeText(
            text(
              'We could not reach the server. Please check your internet connection and try again.',
            ),
          ),
          NETWORK_ERROR_STATUS,
        ),
      );
    xhr.ontimeout = () =>
      reject(
        new ApiError(
          activeText(text('The upload is taking longer than expected. Please try again.')),
          REQUEST_TIMEOUT_STATUS,
        ),
      );
    xhr.onabort = () =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's name
      reject(new DOMException(activeText(text('The upload was cancelled.')), 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.file);
  });
}

/** Requirements §7 step 3: the upload address without its query string. */
export function withoutQuery(uploadURL: string): string {
  const index = uploadURL.indexOf('?');
  return index === -1 ? uploadURL : uploadURL.slice(0, index);
}

/**
 * Requirements §4 Document upload: 10 while preparing, 25 once the address is issued, rising to 85
 * while the bytes are sent, 90 while the server registers the file, 100 when complete.
 */
export type UploadStep = 'preparing' | 'uploading' | 'processing' | 'complete' | 'error';

/** Each step of an upload in words: its name and what is said when the upload reaches it. */
export const UPLOAD_STEPS = [
  {
    step: 'preparing',
    name: text('Preparing'),
    status: text('Preparing: getting a safe place for the file.'),
  },
  { step: 'uploading', name: text('Uploading'), status: text('Uploading: sending the file.') },
  {
    step: 'processing',
    name: text('Processing'),
    status: text('Processing: checking the file and adding it to the case.'),
  },
  {
    step: 'complete',
    name: text('Complete'),
    status: text('Complete: the document is on the case.'),
  },
] as const satisfies readonly { step: UploadStep; name: TextDescriptor; status: TextDescriptor }[];

/** The step an upload is at, in one word: 'Preparing', 'Uploading', …, or 'Error'. */
export function uploadStepName(step: UploadStep): string {
  if (step === 'error') return activeText(text('Error'));
  const item = UPLOAD_STEPS.find((entry) => entry.step === step);
  return item ? activeText(item.name) : '';
}

/** What is said when an upload reaches a step: 'Uploading: sending the file.' */
export function uploadStepStatus(step: UploadStep): string {
  if (step === 'error') return activeText(text('Error: the upload did not finish.'));
  const item = UPLOAD_STEPS.find((entry) => entry.step === step);
  return item ? activeText(item.status) : '';
}

export const UPLOAD_PROGRESS = {
  preparing: 10,
  addressIssued: 25,
  sent: 85,
  processing: 90,
  complete: 100,
} as const;

/** The percentage shown while the bytes are being sent (25 to 85). */
export function uploadingPercent(fraction: number): number {
  const clamped = Math.min(1, Math.max(0, fraction));
  return Math.round(
    UPLOAD_PROGRESS.addressIssued +
      clamped * (UPLOAD_PROGRESS.sent - UPLOAD_PROGRESS.addressIssued),
  );
}

/** Requirements §9: the upload dialog closes 1.5 s after completion. */
export const UPLOAD_DIALOG_CLOSE_DELAY_MS = 1500;
