import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SessionKind } from '@shared/contracts/sessions';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { CredentialsForm, type CredentialsFormProps } from '@client/components/credentials-form';
import { FormNotice } from '@client/components/form-status';
import { forgetIdleSignOut, useIdleSignOutMessage } from '@client/lib/idle-sign-out';
import { needsSecondStep } from './second-step';
import { deferredPart } from '@client/components/deferred-part';
import { LoadingMessage } from '@client/components/load-status';

// Only accounts with two-step sign-in see it, after their password: its code comes then.
const SecondStepForm = deferredPart(() =>
  import('./second-step-form').then((m) => m.SecondStepForm),
);

/** What a password step answers: a session, or the way to the second step. */
export type PasswordStepAnswer<Result> = Result | MfaRequiredResponse;

export interface SignInWithSecondStepProps<Result> extends Omit<
  CredentialsFormProps<PasswordStepAnswer<Result>>,
  'onSignedIn'
> {
  kind: SessionKind;
  /** A session was made, with the password alone or after the second step. */
  onSignedIn: (result: Result) => void;
  /** The second step's heading level, under the page's or panel's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * A sign-in screen's form (client, partner, staff): e-mail and password, then, for accounts
 * with two-step sign-in, the code step (issue 17 §1). Above it stays why the person has to sign
 * in again: a session that ended for lack of use (§5), or a second step that ran out.
 */
export function SignInWithSecondStep<Result>({
  kind,
  onSignedIn,
  headingLevel = 2,
  ...credentials
}: SignInWithSecondStepProps<Result>) {
  const { t } = useLingui();
  const { idPrefix } = credentials;
  const [challenge, setChallenge] = useState<MfaRequiredResponse | null>(null);
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const idleMessage = useIdleSignOutMessage(kind);
  // Which box of the password step takes the focus when the person comes back to it.
  const focusOnReturn = useRef<'email' | 'password' | null>(null);

  useEffect(() => {
    if (challenge !== null || focusOnReturn.current === null) return;
    document.getElementById(`${idPrefix}-${focusOnReturn.current}`)?.focus();
    focusOnReturn.current = null;
  }, [challenge, idPrefix]);

  function restart(reason: string | null) {
    focusOnReturn.current = reason ? 'password' : 'email';
    setRestartReason(reason);
    setChallenge(null);
  }

  const notice = challenge ? null : (restartReason ?? idleMessage);
  return (
    <div className="space-y-6">
      {/*
       * Only while there is something to say: an alert that appears is announced, and the
       * screen keeps one alert (the password step's own) when there is nothing.
       */}
      {notice ? (
        <FormNotice
          tone="error"
          id={`${idPrefix}-notice`}
          message={notice}
          onDismiss={() => {
            setRestartReason(null);
            forgetIdleSignOut(kind);
          }}
        />
      ) : null}
      {/* Kept while the second step shows, so going back keeps what was typed. */}
      <div hidden={challenge !== null}>
        <CredentialsForm<PasswordStepAnswer<Result>>
          {...credentials}
          onSignedIn={(answer) => {
            if (needsSecondStep(answer)) {
              setRestartReason(null);
              setChallenge(answer);
            } else {
              onSignedIn(answer);
            }
          }}
        />
      </div>
      {challenge ? (
        <SecondStepForm
          key={challenge.mfaToken}
          kind={kind}
          idPrefix={idPrefix}
          challenge={challenge}
          onSignedIn={onSignedIn as (result: unknown) => void}
          onRestart={restart}
          headingLevel={headingLevel}
          fallback={<LoadingMessage label={t`Opening the second step`} />}
        />
      ) : null}
    </div>
  );
}
