import type { TrackInteractionRequest } from '@shared/contracts/recommendations';
import { apiRequest } from '@client/lib/api-client';
import { readToken } from '@client/lib/auth-storage';

export const TRACK_INTERACTION_PATH = '/api/track-interaction';

/** Where this browser tab's anonymous session id is kept (one id per tab, until it closes). */
export const ANONYMOUS_SESSION_KEY = 'tra.anonymousSessionId';

let memorySessionId: string | null = null;

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The id that ties an anonymous visitor's interactions together, kept in sessionStorage (in
 * memory when storage is unavailable, such as in some private windows).
 */
export function getAnonymousSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(ANONYMOUS_SESSION_KEY);
    if (stored) return stored;
    const created = memorySessionId ?? newSessionId();
    window.sessionStorage.setItem(ANONYMOUS_SESSION_KEY, created);
    memorySessionId = created;
    return created;
  } catch {
    memorySessionId ??= newSessionId();
    return memorySessionId;
  }
}

export type InteractionInput = Omit<TrackInteractionRequest, 'sessionId'>;

/**
 * Requirements §7: records what a visitor did with a resource. A signed-in client sends the bearer;
 * everyone sends the anonymous session id (the server ignores it for clients). Failures are only
 * logged: nobody is ever shown an error because of this. Resolves true when it was recorded.
 */
export async function trackInteraction(input: InteractionInput): Promise<boolean> {
  try {
    await apiRequest<void>(TRACK_INTERACTION_PATH, {
      method: 'POST',
      token: readToken('client'),
      body: { ...input, sessionId: getAnonymousSessionId() },
    });
    return true;
  } catch (error) {
    console.warn(`Could not record the ${input.interactionType} of ${input.resourceId}.`, error);
    return false;
  }
}
