import { type TextDescriptor, text } from '../i18n/text';
import { english } from '../i18n/translate-issue';
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
const idleMessages: Record<SessionKind, TextDescriptor> = {
  client: text('You were signed out after 24 hours without activity. Please sign in again.'),
  partner: text('You were signed out after 2 hours without activity. Please sign in again.'),
  staff: text('You were signed out after 30 minutes without activity. Please sign in again.'),
};
export const sessionIdleMessage = (kind: SessionKind) => english(idleMessages[kind]);
