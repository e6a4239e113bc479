/** How long sessions last unused, and what a person signed out for it is told (issue 17). */

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
