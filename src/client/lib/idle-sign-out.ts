/* eslint-disable lingui/no-unlocalized-strings -- storage keys, not words for people */
import { useSyncExternalStore } from 'react';
import { SESSION_IDLE_CODE, sessionIdleMessage } from '@shared/contracts/session-rules';
import { ApiError } from './api-client';
import type { SignInKind } from './auth-storage';

/*
 * Issue 17 §5: a session the server ended for lack of use answers 401 SESSION_IDLE. The reason
 * outlives the page that met it (kept for this tab in sessionStorage), so the sign-in screen of
 * that kind can say why the person has to sign in again.
 */

const keyOf = (kind: SignInKind) => `tra.${kind}.idleSignOut`;
const listeners = new Set<() => void>();
// Where sessionStorage refuses (private browsing, a full disk), the reason lives for the page.
const memory = new Map<string, string>();

function read(kind: SignInKind): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(kind)) ?? memory.get(keyOf(kind)) ?? null;
  } catch {
    return memory.get(keyOf(kind)) ?? null;
  }
}

function write(kind: SignInKind, message: string | null): void {
  memory.delete(keyOf(kind));
  try {
    if (message === null) window.sessionStorage.removeItem(keyOf(kind));
    else window.sessionStorage.setItem(keyOf(kind), message);
  } catch {
    if (message !== null) memory.set(keyOf(kind), message);
  }
  for (const listener of listeners) listener();
}

/** The server ended the session because it was not used for too long. */
export function isIdleSignOut(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status === 401 && error.body?.code === SESSION_IDLE_CODE
  );
}

/** Keeps the reason when `error` says the `kind` session ended for lack of use. */
export function noteIdleSignOut(kind: SignInKind, error: unknown): void {
  if (isIdleSignOut(error)) write(kind, error.body?.message || sessionIdleMessage(kind));
}

/** The reason has been read, or a new sign-in made it moot. */
export function forgetIdleSignOut(kind: SignInKind): void {
  if (read(kind) !== null) write(kind, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Why the `kind` session ended for lack of use, until it is read or a new sign-in begins. */
export function useIdleSignOutMessage(kind: SignInKind): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read(kind),
    () => null,
  );
}
