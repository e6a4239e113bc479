/* eslint-disable lingui/no-unlocalized-strings -- API paths and keys, not words for people */
import type { StaffUser } from '@shared/contracts/auth';
import { defineSignInSession, type SignInSession } from './sign-in-session';

/** How long the stored staff token's check may take (the same as the client's, requirements §9). */
export const STAFF_ME_TIMEOUT_MS = 5000;
export const STAFF_ME_PATH = '/api/staff/me';

const staffSession = defineSignInSession<StaffUser>({
  kind: 'staff',
  mePath: STAFF_ME_PATH,
  timeoutMs: STAFF_ME_TIMEOUT_MS,
});

export type StaffSession = SignInSession<StaffUser>;

/** The staff member signed in on this device: anonymous, loading or authenticated. */
export const useStaffSession = staffSession.useSession;
/** Keeps the token and user of a successful staff sign-in. */
export const completeStaffSignIn = staffSession.completeSignIn;
/** A request as the signed-in staff member; a 401 signs staff out on this device. */
export const staffRequest = staffSession.request;
export const staffMeQueryKey = staffSession.queryKey;
/** Checks the staff sign-in again (whether two-step sign-in must still be set up). */
export const refreshStaffSession = staffSession.refresh;
