import { ApiError, REQUEST_TIMEOUT_STATUS } from '@client/lib/api-client';
import { isSessionEnded, SignInRequiredError } from '../api/partner-case-request';

/** Requirements §8 Partner: the words for a list or case that could not be loaded. */
const texts = {
  cases: {
    signIn: 'Please log in to access cases',
    timeout: 'Case loading took too long. Please try again.',
    failedTitle: 'Cases could not be loaded',
    failed: 'Failed to fetch assigned cases. Please check your connection.',
  },
  caseDetails: {
    signIn: 'Please log in to access case details',
    timeout: 'Case details loading took too long. Please try again.',
    failedTitle: 'Case details could not be loaded',
    failed: 'Failed to load case details. Please check your connection.',
  },
} as const;

export const SESSION_EXPIRED_TITLE = 'Session Expired';
export const SESSION_EXPIRED_MESSAGE = 'Please log in again';

export type LoadSubject = keyof typeof texts;

export interface LoadProblem {
  title: string;
  message: string;
  /** False when trying again cannot help until the partner signs in. */
  canRetry: boolean;
}

export function describeLoadError(error: unknown, subject: LoadSubject): LoadProblem {
  const words = texts[subject];
  if (error instanceof SignInRequiredError) {
    return { title: 'Authentication Required', message: words.signIn, canRetry: false };
  }
  if (isSessionEnded(error)) {
    return { title: SESSION_EXPIRED_TITLE, message: SESSION_EXPIRED_MESSAGE, canRetry: false };
  }
  if (error instanceof ApiError && error.status === REQUEST_TIMEOUT_STATUS) {
    return { title: 'Request Timeout', message: words.timeout, canRetry: true };
  }
  return { title: words.failedTitle, message: words.failed, canRetry: true };
}
