import type { QueryClient } from '@tanstack/react-query';
import type { StaffAuthResponse, StaffUser } from '@shared/contracts/auth';
import type { RequestOptions } from './api-client';
import {
  completeSignIn,
  sessionQueryKey,
  signedInRequest,
  useSignInSession,
  type SessionSource,
  type SignInSession,
} from './sign-in-session';

/** How long the stored staff token's check may take (the same as the client's, spec §9). */
export const STAFF_ME_TIMEOUT_MS = 5000;
export const STAFF_ME_PATH = '/api/staff/me';

const staffSource: SessionSource = {
  kind: 'staff',
  mePath: STAFF_ME_PATH,
  timeoutMs: STAFF_ME_TIMEOUT_MS,
};

export const staffMeQueryKey = (token: string | null) => sessionQueryKey(staffSource, token);

export type StaffSession = SignInSession<StaffUser>;

/** The staff member signed in on this device: anonymous, loading or authenticated. */
export function useStaffSession(): StaffSession {
  return useSignInSession<StaffUser>(staffSource);
}

/** Keeps the token and user of a successful staff sign-in. */
export function completeStaffSignIn(queryClient: QueryClient, response: StaffAuthResponse): void {
  completeSignIn(queryClient, staffSource, response);
}

/** A request as the signed-in staff member; a 401 signs staff out on this device. */
export function staffRequest<T>(
  path: string,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<T> {
  return signedInRequest<T>('staff', path, options);
}
