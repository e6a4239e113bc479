import { ApiError, type RequestOptions } from '@client/lib/api-client';
import { readToken } from '@client/lib/auth-storage';
import { partnerRequest } from '@client/lib/partner-session';

/**
 * Raised before a call is sent when no partner token is stored on this device (requirements §8
 * 'Authentication Required'), for example after signing out in another tab.
 */
export class SignInRequiredError extends Error {
  override name = 'SignInRequiredError';
  constructor() {
    super('Please sign in with your partner account.');
  }
}

/** True when the server says the partner's session has ended (requirements §8: 401). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever one of the dashboard's calls is answered 401. Told by the calls
 * themselves rather than by the query cache: the token is dropped first, the page stops
 * showing the cases, and a query whose page is gone is cancelled before it reports its error.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function reportSessionEnded(): void {
  for (const listener of sessionEndedListeners) listener();
}

/** A call as the signed-in partner; without a stored token it is not sent at all. */
export async function partnerCaseRequest<T>(
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<T> {
  if (readToken('partner') === null) throw new SignInRequiredError();
  try {
    // partnerRequest drops the token on a 401.
    return await partnerRequest<T>(path, options);
  } catch (error) {
    if (isSessionEnded(error)) reportSessionEnded();
    throw error;
  }
}
