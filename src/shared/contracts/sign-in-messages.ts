import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';
/*
 * What a failed sign-in says, apart from the schemas (contracts/auth re-exports it) so the
 * sign-in pages can show it without loading zod.
 */

/** Requirements §8: the wording shown for HTTP 429 on sign-in. */
export const LOGIN_LOCKED_MESSAGE = english(
  text('Too many login attempts. Please wait 15 minutes and try again.'),
);
export const INVALID_CREDENTIALS_MESSAGE = english(
  text('Invalid email or password. Please check your credentials.'),
);
