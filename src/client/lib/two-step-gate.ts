import { twoStepErrorCodes } from '@shared/contracts/two-step-codes';
import { ApiError } from './api-client';
import type { SignInKind } from './auth-storage';

/*
 * Issue 17 §3: a role that must use two-step sign-in, signed in without it, reaches only its
 * profile and the enrolment calls; every other call answers 403 with this code. The session
 * of that kind hears about it and marks itself, so its screens lead to the Security page.
 */

/** The code of those 403 answers. */
export const MFA_SETUP_REQUIRED_CODE = twoStepErrorCodes.setupRequired;

export function isMfaSetupRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.body?.code === MFA_SETUP_REQUIRED_CODE
  );
}

const listeners = new Set<(kind: SignInKind) => void>();

/** Calls `listener` with the kind of sign-in whose call was refused until two-step is set up. */
export function onMfaSetupRequired(listener: (kind: SignInKind) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportMfaSetupRequired(kind: SignInKind): void {
  for (const listener of listeners) listener(kind);
}
