import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest, type RequestOptions } from './api-client';
import { clearSignIn, readToken, storeSignIn, storeUser, type SignInKind } from './auth-storage';
import { useFollowAccountLanguage } from './i18n/account-language';
import { forgetIdleSignOut, noteIdleSignOut } from './idle-sign-out';
import { isMfaSetupRequired, onMfaSetupRequired, reportMfaSetupRequired } from './two-step-gate';
import { useStoredToken } from './use-stored-token';

/*
 * One sign-in session, whichever kind (client-session.ts, staff-session.ts): a stored bearer
 * token checked against the server's "who am I" call.
 */

export type SignInSession<User> =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | {
      status: 'authenticated';
      user: User;
      token: string;
      /** Issue 17 §3: the role must use two-step sign-in and this person has not set it up. */
      mfaSetupRequired: boolean;
    };

/** What the "who am I" check (or a sign-in) told about the signed-in person. */
interface SessionData<User> {
  user: User;
  mfaSetupRequired: boolean;
}

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
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: sessionQueryKey(source, token),
    queryFn: async ({ signal }): Promise<SessionData<User>> => {
      const body = await apiRequest<Record<string, unknown>>(mePath, { token, signal, timeoutMs });
      return { user: body[userField] as User, mfaSetupRequired: body.mfaSetupRequired === true };
    },
    enabled: token !== null,
  });

  // A call refused until two-step sign-in is set up marks the session, so its gate leads on.
  useEffect(
    () =>
      onMfaSetupRequired((refusedKind) => {
        if (refusedKind !== kind) return;
        queryClient.setQueryData<SessionData<User>>(sessionQueryKey(source, token), (data) =>
          data ? { ...data, mfaSetupRequired: true } : data,
        );
      }),
    [queryClient, source, kind, token],
  );

  useEffect(() => {
    if (me.data) storeUser(kind, me.data.user);
  }, [kind, me.data]);
  useFollowAccountLanguage(me.data?.user);
  useEffect(() => {
    // Requirements §8: a failed token check silently signs the person out on this device.
    if (me.isError && token !== null && readToken(kind) === token) {
      noteIdleSignOut(kind, me.error);
      clearSignIn(kind);
    }
  }, [kind, me.isError, me.error, token]);

  if (token === null || me.isError) return { status: 'anonymous' };
  if (me.data) {
    const { user, mfaSetupRequired } = me.data;
    return { status: 'authenticated', user, token, mfaSetupRequired };
  }
  return { status: 'loading' };
}

/** What a sign-in answered: the token, the person, and whether two-step must be set up. */
export interface SignInResult<User> {
  token: string;
  user: User;
  mfaSetupRequired?: boolean;
}

/** Keeps the token and user of a successful sign-in, so the session is signed in at once. */
export function completeSignIn<User>(
  queryClient: QueryClient,
  source: SessionSource,
  { token, user, mfaSetupRequired = false }: SignInResult<User>,
): void {
  const data: SessionData<User> = { user, mfaSetupRequired };
  queryClient.setQueryData(sessionQueryKey(source, token), data);
  forgetIdleSignOut(source.kind);
  storeSignIn(source.kind, token, user);
}

/**
 * A request with the stored token of one kind of sign-in. A 401 means the session ended
 * (expired, idle, or signed out elsewhere), so the token is dropped and the page falls back to
 * signed out; a 403 MFA_SETUP_REQUIRED marks the session as waiting for two-step sign-in.
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
      noteIdleSignOut(kind, error);
      clearSignIn(kind);
    }
    if (isMfaSetupRequired(error)) reportMfaSetupRequired(kind);
    throw error;
  }
}

/** The hooks and helpers of one kind of sign-in, bound to its source. */
export function defineSignInSession<User>(source: SessionSource) {
  return {
    /** Anonymous, loading (checking a stored token) or authenticated. */
    useSession: (): SignInSession<User> => useSignInSession<User>(source),
    /** Keeps the token and user of a successful sign-in. */
    completeSignIn: (queryClient: QueryClient, response: SignInResult<User>) =>
      completeSignIn(queryClient, source, response),
    /** Checks the sign-in again, e.g. once two-step sign-in is set up and the gate can lift. */
    refresh: (queryClient: QueryClient) =>
      queryClient.invalidateQueries({ queryKey: [source.mePath] }),
    /** A request with this sign-in's token; a 401 signs out on this device. */
    request: <T>(path: string, options: Omit<RequestOptions, 'token'> = {}) =>
      signedInRequest<T>(source.kind, path, options),
    queryKey: (token: string | null) => sessionQueryKey(source, token),
  };
}
