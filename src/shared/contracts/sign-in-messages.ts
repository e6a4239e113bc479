/*
 * What a failed sign-in says, apart from the schemas (contracts/auth re-exports it) so the
 * sign-in pages can show it without loading zod.
 */

/** Requirements §8: the wording shown for HTTP 429 on sign-in. */
export const LOGIN_LOCKED_MESSAGE =
  'Too many login attempts. Please wait 15 minutes and try again.';
export const INVALID_CREDENTIALS_MESSAGE =
  'Invalid email or password. Please check your credentials.';
