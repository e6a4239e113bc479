import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest, type RequestOptions } from './api-client';
import { clearSignIn, readToken, storeSignIn, storeUser, type SignInKind } from './auth-storage';
import { useStoredToken } from './use-stored-token';

/*
 * One sign-in session, whichever kind (client-session.ts, staff-session.ts): a stored bearer
 * token checked against the server's "who am I" call.
 */

export type SignInSession<User> =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'authenticated'; user: User; token: string };

export interface SessionSource {
  kind: SignInKind;
  /** The "who am I" call that checks the stored token; it answers `{ [userField]: user }`. */
  mePath: string;
  timeoutMs: number;
  /** The field of the "who am I" and sign-in answers holding the user (default 'user'). */
  userField?: string;
}

const userFieldOf = (source: SessionSource) => source.userField ?? 'user';

export const sessionQueryKey = (source: SessionSource, token: string | null) =>
  [source.mePath, token] as const;

/**
 * Requirements §4: a stored token is checked against the server; while that runs the session is
 * loading, and a failed check removes the token and leaves the visitor anonymous.
 */
export function useSignInSession<User>(source: SessionSource): SignInSession<User> {
  const { kind, mePath, timeoutMs } = source;
  const userField = userFieldOf(source);
  const token = useStoredToken(kind);
  const me = useQuery({
    queryKey: sessionQueryKey(source, token),
    queryFn: async ({ signal }) => {
      const body = await apiRequest<Record<string, User>>(mePath, { token, signal, timeoutMs });
      return { user: body[userField] as User };
    },
    enabled: token !== null,
  });

  useEffect(() => {
    if (me.data) storeUser(kind, me.data.user);
  }, [kind, me.data]);
  useEffect(() => {
    // Requirements §8: a failed token check silently signs the person out on this device.
    if (me.isError && token !== null && readToken(kind) === token) clearSignIn(kind);
  }, [kind, me.isError, token]);

  if (token === null || me.isError) return { status: 'anonymous' };
  if (me.data) return { status: 'authenticated', user: me.data.user, token };
  return { status: 'loading' };
}

/** Keeps the token and user of a successful sign-in, so the session is signed in at once. */
export function completeSignIn<User>(
  queryClient: QueryClient,
  source: SessionSource,
  response: { token: string; user: User },
): void {
  queryClient.setQueryData(sessionQueryKey(source, response.token), { user: response.user });
  storeSignIn(source.kind, response.token, response.user);
}

/**
 * A request with the stored token of one kind of sign-in. A 401 means the session ended
 * (expired, or signed out elsewhere), so the token is dropped and the page falls back to
 * signed out.
 */
export async function signedInRequest<T>(
  kind: SignInKind,
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<T> {
  const token = readToken(kind);
  try {
    return await apiRequest<T>(path, { ...options, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token === readToken(kind)) {
      clearSignIn(kind);
    }
    throw error;
  }
}

/** The hooks and helpers of one kind of sign-in, bound to its source. */
export function defineSignInSession<User>(source: SessionSource) {
  return {
    /** Anonymous, loading (checking a stored token) or authenticated. */
    useSession: (): SignInSession<User> => useSignInSession<User>(source),
    /** Keeps the token and user of a successful sign-in. */
    completeSignIn: (queryClient: QueryClient, response: { token: string; user: User }) =>
      completeSignIn(queryClient, source, response),
    /** A request with this sign-in's token; a 401 signs out on this device. */
    request: <T>(path: string, options: Omit<RequestOptions, 'token'> = {}) =>
      signedInRequest<T>(source.kind, path, options),
    queryKey: (token: string | null) => sessionQueryKey(source, token),
  };
}
