/* eslint-disable lingui/no-unlocalized-strings -- API paths and keys, not words for people */
import type { ClientUser } from '@shared/contracts/auth';
import { defineSignInSession, type SignInSession } from './sign-in-session';

/** Requirements §9: how long the stored token's check may take. */
export const CLIENT_ME_TIMEOUT_MS = 5000;

/** Prefix of the signed-in client's query; invalidating it refetches the user. */
export const CLIENT_ME_PATH = '/api/auth/me';

const clientSession = defineSignInSession<ClientUser>({
  kind: 'client',
  mePath: CLIENT_ME_PATH,
  timeoutMs: CLIENT_ME_TIMEOUT_MS,
});

export type ClientSession = SignInSession<ClientUser>;

/** Requirements §4 Client session: anonymous, loading (checking a stored token) or authenticated. */
export const useClientSession = clientSession.useSession;
/** Keeps the token and user of a successful sign-in or registration. */
export const completeClientSignIn = clientSession.completeSignIn;
/** A request as the signed-in client; a 401 signs the client out on this device. */
export const clientRequest = clientSession.request;
export const clientMeQueryKey = clientSession.queryKey;
