import type { SignInKind } from '@client/lib/auth-storage';
import { CLIENT_ME_PATH } from '@client/lib/client-session';
import { PARTNER_ME_PATH } from '@client/lib/partner-session';
import { STAFF_ME_PATH } from '@client/lib/staff-session';
import { jsonResponse, type FetchHandler } from './fetch-stub';

/** Each kind of sign-in's "who am I" address and the field its answer holds the user in. */
const sessionChecks: Record<SignInKind, { path: string; field: string }> = {
  client: { path: CLIENT_ME_PATH, field: 'user' },
  staff: { path: STAFF_ME_PATH, field: 'user' },
  partner: { path: PARTNER_ME_PATH, field: 'partner' },
};

/**
 * Answers the check of a stored `kind` token as the server does for a live one: with `user`.
 * The test stores the token itself (`storeSignIn`), so the token it expects is in sight.
 */
export function answerSessionCheck(kind: SignInKind, user: unknown): FetchHandler {
  const { path, field } = sessionChecks[kind];
  return (_method, url) => (url === path ? jsonResponse({ [field]: user }) : undefined);
}
