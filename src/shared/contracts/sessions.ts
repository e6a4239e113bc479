import { z } from 'zod/mini';

/*
 * Active sessions (issue 17): each kind of account lists where it is signed in and signs any
 * of those out. The same calls exist under three prefixes.
 */

export type SessionKind = 'client' | 'partner' | 'staff';

/** Signed out after this long without a request, on top of each session's fixed lifetime. */
export const SESSION_IDLE_TIMEOUT_MS: Record<SessionKind, number> = {
  client: 24 * 60 * 60 * 1000,
  partner: 2 * 60 * 60 * 1000,
  staff: 30 * 60 * 1000,
};

/** Last use is written at most this often per session, not on every request. */
export const SESSION_LAST_USE_RESOLUTION_MS = 60 * 1000;

/** `GET {prefix}`, `DELETE {prefix}/:id`, `POST {prefix}/sign-out-others`. */
export const sessionPrefixes = {
  client: '/api/account/sessions',
  partner: '/api/partners/sessions',
  staff: '/api/staff/sessions',
} as const;

/** 401 with code `SESSION_IDLE`: the sign-in screen says why the person was signed out. */
export const SESSION_IDLE_CODE = 'SESSION_IDLE';
const idleWords: Record<SessionKind, string> = {
  client: '24 hours',
  partner: '2 hours',
  staff: '30 minutes',
};
export const sessionIdleMessage = (kind: SessionKind) =>
  `You were signed out after ${idleWords[kind]} without activity. Please sign in again.`;

export const sessionSummarySchema = z.object({
  /** A public id, never the token or its hash. */
  id: z.string(),
  /** "Chrome on Windows", "Safari on iPhone"; "Unknown browser" when the agent says nothing. */
  browser: z.string(),
  device: z.string(),
  createdAt: z.string(),
  /** Approximate: recorded at most once a minute. */
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const signOutOthersResponseSchema = z.object({ signedOut: z.number() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
