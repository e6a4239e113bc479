/* eslint-disable lingui/no-unlocalized-strings -- API paths and keys, not words for people */
import type { PartnerProfile } from '@shared/contracts/partners';
import { defineSignInSession, type SignInSession } from './sign-in-session';

/** Requirements §9: the partner check may take 5 s. */
export const PARTNER_ME_TIMEOUT_MS = 5000;
export const PARTNER_ME_PATH = '/api/partners/me';

const partnerSession = defineSignInSession<PartnerProfile>({
  kind: 'partner',
  mePath: PARTNER_ME_PATH,
  timeoutMs: PARTNER_ME_TIMEOUT_MS,
  userField: 'partner',
});

export type PartnerSession = SignInSession<PartnerProfile>;

/** The partner signed in on this device: anonymous, loading or authenticated (`user` is the partner). */
export const usePartnerSession = partnerSession.useSession;
/** Keeps the token and profile of a successful partner sign-in (pass `{ token, user: partner }`). */
export const completePartnerSignIn = partnerSession.completeSignIn;
/** A request as the signed-in partner; a 401 signs the partner out on this device. */
export const partnerRequest = partnerSession.request;
export const partnerMeQueryKey = partnerSession.queryKey;
/** Checks the partner sign-in again (whether two-step sign-in must still be set up). */
export const refreshPartnerSession = partnerSession.refresh;
