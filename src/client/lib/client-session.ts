import type { QueryClient } from '@tanstack/react-query';
import type { ClientAuthResponse, ClientMeResponse, ClientUser } from '@shared/contracts/auth';
import type { RequestOptions } from './api-client';
import {
  completeSignIn,
  sessionQueryKey,
  signedInRequest,
  useSignInSession,
  type SessionSource,
  type SignInSession,
} from './sign-in-session';

/** Spec §9: how long the stored token's check may take. */
export const CLIENT_ME_TIMEOUT_MS = 5000;

/** Prefix of the signed-in client's query; invalidating it refetches the user. */
export const CLIENT_ME_PATH = '/api/auth/me';

const clientSource: SessionSource = {
  kind: 'client',
  mePath: CLIENT_ME_PATH,
  timeoutMs: CLIENT_ME_TIMEOUT_MS,
};

export const clientMeQueryKey = (token: string | null) => sessionQueryKey(clientSource, token);

export type ClientSession = SignInSession<ClientUser>;

/** Spec §4 Client session: anonymous, loading (checking a stored token) or authenticated. */
export function useClientSession(): ClientSession {
  return useSignInSession<ClientMeResponse['user']>(clientSource);
}

/** Keeps the token and user of a successful sign-in or registration. */
export function completeClientSignIn(queryClient: QueryClient, response: ClientAuthResponse): void {
  completeSignIn(queryClient, clientSource, response);
}

/** A request as the signed-in client; a 401 signs the client out on this device. */
export function clientRequest<T>(
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<T> {
  return signedInRequest<T>('client', path, options);
}
