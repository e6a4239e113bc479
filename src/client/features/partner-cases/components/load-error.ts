import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError, REQUEST_TIMEOUT_STATUS } from '@client/lib/api-client';
import { isSessionEnded, SignInRequiredError } from '../api/partner-case-request';

/** Requirements §8 Partner: the words for a list or case that could not be loaded. */
const texts = {
  cases: {
    signIn: msg`Please log in to access cases`,
    timeout: msg`Case loading took too long. Please try again.`,
    failedTitle: msg`Cases could not be loaded`,
    failed: msg`Failed to fetch assigned cases. Please check your connection.`,
  },
  caseDetails: {
    signIn: msg`Please log in to access case details`,
    timeout: msg`Case details loading took too long. Please try again.`,
    failedTitle: msg`Case details could not be loaded`,
    failed: msg`Failed to load case details. Please check your connection.`,
  },
} satisfies Record<string, Record<string, MessageDescriptor>>;

export const SESSION_EXPIRED_TITLE = msg`Session Expired`;
export const SESSION_EXPIRED_MESSAGE = msg`Please log in again`;

export type LoadSubject = keyof typeof texts;

export interface LoadProblem {
  title: string;
  message: string;
  /** False when trying again cannot help until the partner signs in. */
  canRetry: boolean;
}

/** Translated with `i18n`, the page's language. */
export function describeLoadError(error: unknown, subject: LoadSubject, i18n: I18n): LoadProblem {
  const problem = describe(error, subject);
  return { ...problem, title: i18n._(problem.title), message: i18n._(problem.message) };
}

function describe(
  error: unknown,
  subject: LoadSubject,
): { title: MessageDescriptor; message: MessageDescriptor; canRetry: boolean } {
  const words = texts[subject];
  if (error instanceof SignInRequiredError) {
    return { title: msg`Authentication Required`, message: words.signIn, canRetry: false };
  }
  if (isSessionEnded(error)) {
    return { title: SESSION_EXPIRED_TITLE, message: SESSION_EXPIRED_MESSAGE, canRetry: false };
  }
  if (error instanceof ApiError && error.status === REQUEST_TIMEOUT_STATUS) {
    return { title: msg`Request Timeout`, message: words.timeout, canRetry: true };
  }
  return { title: words.failedTitle, message: words.failed, canRetry: true };
}
