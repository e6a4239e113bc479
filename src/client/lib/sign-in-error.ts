import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
} from '@shared/contracts/sign-in-messages';
import { ApiError, REQUEST_TIMEOUT_STATUS } from '@client/lib/api-client';

/** Requirements §8: what a sign-in that did not answer in time says. */
export const LOGIN_TIMEOUT_MESSAGE = 'Login is taking longer than expected. Please try again.';
/** Requirements §8: the toast's text when a failure carries no message of its own. */
export const LOGIN_FAILED_FALLBACK = 'Please check your credentials and try again.';
export const LOGIN_FAILED_TITLE = 'Login failed';

/**
 * Requirements §8 Client login: 429, 408 (our own time limit) and 401 have fixed wording; any other
 * failure shows the server's message, or its status code and text.
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return LOGIN_LOCKED_MESSAGE;
    if (error.status === REQUEST_TIMEOUT_STATUS) return LOGIN_TIMEOUT_MESSAGE;
    if (error.status === 401) return INVALID_CREDENTIALS_MESSAGE;
  }
  if (error instanceof Error && error.message) return error.message;
  return LOGIN_FAILED_FALLBACK;
}
