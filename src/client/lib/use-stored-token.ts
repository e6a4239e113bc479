import { useSyncExternalStore } from 'react';
import { readToken, subscribeToAuthStorage, type SignInKind } from './auth-storage';

/** The stored bearer token of one kind of sign-in; re-renders when it changes. */
export function useStoredToken(kind: SignInKind): string | null {
  return useSyncExternalStore(
    subscribeToAuthStorage,
    () => readToken(kind),
    () => null,
  );
}
