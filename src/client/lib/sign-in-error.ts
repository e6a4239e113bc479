import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
} from '@shared/contracts/sign-in-messages';
import { text } from '@shared/i18n/text';
import { ApiError, REQUEST_TIMEOUT_STATUS } from '@client/lib/api-client';
import { activeText } from '@client/lib/i18n/active';

/** Requirements §8: what a sign-in that did not answer in time says. */
const LOGIN_TIMEOUT = text('Login is taking longer than expected. Please try again.');
/** Requirements §8: the toast's text when a failure carries no message of its own. */
const LOGIN_FAILED = text('Please check your credentials and try again.');
const LOGIN_FAILED_HEADING = text('Login failed');

/** The English of these messages (the tests read it); people see them translated. */
export const LOGIN_TIMEOUT_MESSAGE = LOGIN_TIMEOUT.message;
export const LOGIN_FAILED_FALLBACK = LOGIN_FAILED.message;
export const LOGIN_FAILED_TITLE = LOGIN_FAILED_HEADING.message;

/** The toast title of a failed sign-in, in the page's language. */
export const loginFailedTitle = () => activeText(LOGIN_FAILED_HEADING);

/**
 * Requirements §8 Client login: 429, 408 (our own time limit) and 401 have fixed wording; any other
 * failure shows the server's message, or its status code and text.
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return activeText(LOGIN_LOCKED_MESSAGE);
    if (error.status === REQUEST_TIMEOUT_STATUS) return activeText(LOGIN_TIMEOUT);
    if (error.status === 401) return activeText(INVALID_CREDENTIALS_MESSAGE);
  }
  if (error instanceof Error && error.message) return error.message;
  return activeText(LOGIN_FAILED);
}
