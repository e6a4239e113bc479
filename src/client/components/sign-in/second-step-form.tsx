import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Fingerprint, KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { SessionKind } from '@shared/contracts/sessions';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { FormNotice } from '@client/components/form-status';
import { AUTHENTICATOR_APPS_EXAMPLE } from '@client/components/security/authenticator-apps';
import { OneCodeForm } from '@client/components/security/one-code-form';
import { Button } from '@client/components/ui/button';
import {
  isDeadSignIn,
  submitPasskey,
  submitSecondStep,
  type SecondStepAnswer,
} from './second-step';

/** The ways to answer, in the order they are offered; recovery codes always exist. */
const methods = {
  passkey: {
    title: 'Confirm it is you with your passkey',
    hint: 'Press the button, then confirm on your device: with your fingerprint, your face, your screen lock or your security key.',
    switchLabel: 'Use a passkey instead',
    icon: Fingerprint,
  },
  code: {
    title: 'Enter the code from your app',
    hint: `Open your authenticator app (for example ${AUTHENTICATOR_APPS_EXAMPLE}) and type the 6-digit code it shows for this account. A new code appears every 30 seconds.`,
    switchLabel: 'Use the code from my app instead',
    icon: Smartphone,
  },
  recoveryCode: {
    title: 'Enter a recovery code',
    hint: 'Type one of the recovery codes you saved when you turned on two-step sign-in. Each code works only once.',
    switchLabel: 'Use a recovery code instead',
    icon: KeyRound,
  },
} as const;

type Method = keyof typeof methods;

/** What this account can answer with, passkey first: it is the easiest to use. */
function methodsOf(challenge: MfaRequiredResponse): Method[] {
  const offered: Method[] = [];
  if (challenge.methods.includes('passkey')) offered.push('passkey');
  if (challenge.methods.includes('totp')) offered.push('code');
  offered.push('recoveryCode');
  return offered;
}

/** A passkey's answer is fetched and signed when asked for; codes are typed. */
type Answer = SecondStepAnswer | 'passkey';

export interface SecondStepFormProps<Result> {
  kind: SessionKind;
  /** Prefix of the ids, unique on the page. */
  idPrefix: string;
  challenge: MfaRequiredResponse;
  onSignedIn: (result: Result) => void;
  /** Back to the password step: by choice (null), or because this sign-in is over (why). */
  onRestart: (reason: string | null) => void;
  headingLevel: 2 | 3;
}

/**
 * Issue 17 §1 and §2: the second step of a sign-in. A passkey, a code from the authenticator
 * app or one of the recovery codes; a sign-in that took too long or had too many wrong
 * answers starts again.
 */
export function SecondStepForm<Result>({
  kind,
  idPrefix,
  challenge,
  onSignedIn,
  onRestart,
  headingLevel,
}: SecondStepFormProps<Result>) {
  const offered = methodsOf(challenge);
  const [method, setMethod] = useState<Method>(offered[0]!);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation<Result, Error, Answer>({
    mutationFn: (answer) =>
      answer === 'passkey'
        ? submitPasskey<Result>(kind, challenge.mfaToken)
        : submitSecondStep<Result>(kind, challenge.mfaToken, answer),
  });
  const id = `${idPrefix}-second-step`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function answer(value: Answer) {
    if (mutation.isPending) return;
    setProblem(null);
    mutation.mutate(value, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isDeadSignIn(error)) onRestart(error.message);
        else setProblem(error.message || 'That did not work. Please try again.');
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <Heading id={`${id}-title`} className="text-2xl font-bold text-ink-900">
        {methods[method].title}
      </Heading>
      <p className="text-ink-700">Your account uses two-step sign-in. Your password was right.</p>
      {method === 'passkey' ? (
        <div className="space-y-5" aria-busy={mutation.isPending || undefined}>
          <p className="text-ink-700">{methods.passkey.hint}</p>
          <FormNotice tone="error" id={`${id}-passkey-failure`} message={problem} />
          <Button size="lg" className="w-full" autoFocus onClick={() => answer('passkey')}>
            <Fingerprint aria-hidden="true" className="h-5 w-5" />
            {mutation.isPending ? 'Waiting for your device...' : 'Use my passkey'}
          </Button>
        </div>
      ) : (
        // A change of method brings a fresh form, with the focus in its box.
        <OneCodeForm
          key={method}
          id={`${id}-${method}`}
          codeKind={method}
          hint={methods[method].hint}
          submitLabel="Continue"
          busyLabel="Checking..."
          busy={mutation.isPending}
          problem={problem}
          onCode={(value) => answer(method === 'code' ? { code: value } : { recoveryCode: value })}
          autoFocus
          submitClassName="w-full"
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
        {offered
          .filter((other) => other !== method)
          .map((other) => {
            const Icon = methods[other].icon;
            return (
              <Button
                key={other}
                variant="ghost"
                onClick={() => {
                  setProblem(null);
                  setMethod(other);
                }}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {methods[other].switchLabel}
              </Button>
            );
          })}
        <Button variant="ghost" onClick={() => onRestart(null)}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          Back to email and password
        </Button>
      </div>
    </section>
  );
}
