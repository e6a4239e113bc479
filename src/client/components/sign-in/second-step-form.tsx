import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { SessionKind } from '@shared/contracts/sessions';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { AUTHENTICATOR_APPS_EXAMPLE } from '@client/components/security/authenticator-apps';
import { OneCodeForm, type CodeKind } from '@client/components/security/one-code-form';
import { Button } from '@client/components/ui/button';
import { isDeadSignIn, submitSecondStep, type SecondStepAnswer } from './second-step';

const methods = {
  code: {
    title: 'Enter the code from your app',
    hint: `Open your authenticator app (for example ${AUTHENTICATOR_APPS_EXAMPLE}) and type the 6-digit code it shows for this account. A new code appears every 30 seconds.`,
    other: { label: 'Use a recovery code instead', icon: KeyRound },
  },
  recoveryCode: {
    title: 'Enter a recovery code',
    hint: 'Type one of the recovery codes you saved when you turned on two-step sign-in. Each code works only once.',
    other: { label: 'Use the code from my app instead', icon: Smartphone },
  },
} as const;

const answerOf = (method: CodeKind, value: string): SecondStepAnswer =>
  method === 'code' ? { code: value } : { recoveryCode: value };

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
 * Issue 17 §1: the second step of a sign-in. A code from the authenticator app, or one of the
 * recovery codes; a sign-in that took too long or had too many wrong codes starts again.
 */
export function SecondStepForm<Result>({
  kind,
  idPrefix,
  challenge,
  onSignedIn,
  onRestart,
  headingLevel,
}: SecondStepFormProps<Result>) {
  const canUseApp = challenge.methods.includes('totp');
  const [method, setMethod] = useState<CodeKind>(canUseApp ? 'code' : 'recoveryCode');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation<Result, Error, SecondStepAnswer>({
    mutationFn: (answer) => submitSecondStep<Result>(kind, challenge.mfaToken, answer),
  });
  const id = `${idPrefix}-second-step`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const other = methods[method].other;

  function answer(value: SecondStepAnswer) {
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
      {/* A change of method brings a fresh form, with the focus in its box. */}
      <OneCodeForm
        key={method}
        id={`${id}-${method}`}
        codeKind={method}
        hint={methods[method].hint}
        submitLabel="Continue"
        busyLabel="Checking..."
        busy={mutation.isPending}
        problem={problem}
        onCode={(value) => answer(answerOf(method, value))}
        autoFocus
        submitClassName="w-full"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        {canUseApp ? (
          <Button
            variant="ghost"
            onClick={() => {
              setProblem(null);
              setMethod(method === 'code' ? 'recoveryCode' : 'code');
            }}
          >
            <other.icon aria-hidden="true" className="h-5 w-5" />
            {other.label}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => onRestart(null)}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          Back to email and password
        </Button>
      </div>
    </section>
  );
}
