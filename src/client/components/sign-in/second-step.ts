/* eslint-disable lingui/no-unlocalized-strings -- API paths and codes, not words for people */
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { secondStepPaths, twoStepErrorCodes } from '@shared/contracts/two-step-codes';
import type { SessionKind } from '@shared/contracts/sessions';
import { ApiError, apiRequest } from '@client/lib/api-client';

/** The same limit as the password step (requirements §9: 8 s). */
export const SECOND_STEP_TIMEOUT_MS = 8000;

/** What the password step answers once two-step sign-in is on: no session yet. */
export function needsSecondStep(answer: unknown): answer is MfaRequiredResponse {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as Partial<MfaRequiredResponse>).mfaRequired === true
  );
}

/** One answer to the second step: a code from the app, a recovery code, or a passkey's. */
export type SecondStepAnswer =
  { code: string } | { recoveryCode: string } | { passkey: Record<string, unknown> };

/** `POST {secondStepPath}`: answers what the password step answers without two-step sign-in. */
export function submitSecondStep<Result>(
  kind: SessionKind,
  mfaToken: string,
  answer: SecondStepAnswer,
): Promise<Result> {
  return apiRequest<Result>(secondStepPaths[kind], {
    method: 'POST',
    body: { mfaToken, ...answer },
    timeoutMs: SECOND_STEP_TIMEOUT_MS,
  });
}

/**
 * The second step with a passkey: a challenge for this sign-in's account, the device's
 * signature, then the second step itself.
 */
export async function submitPasskey<Result>(kind: SessionKind, mfaToken: string): Promise<Result> {
  const options = await apiRequest<Record<string, unknown>>(
    `${secondStepPaths[kind]}/passkey-options`,
    { method: 'POST', body: { mfaToken }, timeoutMs: SECOND_STEP_TIMEOUT_MS },
  );
  // The ceremony's code is only for people who chose a passkey; it loads with the options.
  const { signWithPasskey } = await import('@client/components/security/passkey-ceremony');
  const passkey = await signWithPasskey(options);
  return submitSecondStep<Result>(kind, mfaToken, { passkey: { ...passkey } });
}

/**
 * The sign-in the second step belongs to is over (5 minutes, or 5 wrong codes): the person
 * starts again with the password.
 */
export function isDeadSignIn(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    error.body?.code === twoStepErrorCodes.tokenExpired
  );
}
