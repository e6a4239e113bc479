import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import type { SessionKind } from '@shared/contracts/sessions';
import {
  recoveryCodeField,
  totpCodeField,
  type MfaRequiredResponse,
} from '@shared/contracts/two-step';
import { FormNotice } from '@client/components/form-status';
import { AUTHENTICATOR_APPS_EXAMPLE } from '@client/components/security/authenticator-apps';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { isDeadSignIn, submitSecondStep, type SecondStepAnswer } from './second-step';

type Method = 'code' | 'recoveryCode';

const methods = {
  code: {
    title: 'Enter the code from your app',
    label: '6-digit code',
    hint: `Open your authenticator app (for example ${AUTHENTICATOR_APPS_EXAMPLE}) and type the 6-digit code it shows for this account. A new code appears every 30 seconds.`,
    input: { autoComplete: 'one-time-code', inputMode: 'numeric' },
    schema: z.object({ answer: totpCodeField }),
    other: { label: 'Use a recovery code instead', icon: KeyRound },
  },
  recoveryCode: {
    title: 'Enter a recovery code',
    label: 'Recovery code',
    hint: 'Type one of the recovery codes you saved when you turned on two-step sign-in. Each code works only once.',
    input: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
    schema: z.object({ answer: recoveryCodeField }),
    other: { label: 'Use the code from my app instead', icon: Smartphone },
  },
} as const;

const answerOf = (method: Method, answer: string): SecondStepAnswer =>
  method === 'code' ? { code: answer } : { recoveryCode: answer };

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

interface AnswerFormProps {
  id: string;
  method: Method;
  busy: boolean;
  /** Why the last answer failed; a new one empties the box for the next try. */
  problem: string | null;
  onAnswer: (answer: SecondStepAnswer) => void;
}

/** The box for one method; a change of method brings a fresh form with its own checks. */
function AnswerForm({ id, method, busy, problem, onAnswer }: AnswerFormProps) {
  const copy = methods[method];
  const form = useSchemaForm(copy.schema, { answer: '' });

  // The box takes the focus when the step or method opens, and again after a failed answer:
  // its label and hint say what to do.
  useEffect(() => {
    if (problem) form.setValue('answer', '');
    form.setFocus('answer');
  }, [form, problem]);

  const onSubmit = form.handleSubmit(({ answer }) => {
    if (!busy) onAnswer(answerOf(method, answer));
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-5">
      <Field
        id={`${id}-answer`}
        label={copy.label}
        hint={copy.hint}
        error={form.formState.errors.answer?.message}
      >
        {(aria) => <Input {...aria} {...copy.input} {...form.register('answer')} />}
      </Field>
      <FormNotice tone="error" id={`${id}-failure`} message={problem} />
      <SubmitButton busy={busy} busyLabel="Checking..." className="w-full">
        Continue
      </SubmitButton>
    </form>
  );
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
  const [method, setMethod] = useState<Method>(canUseApp ? 'code' : 'recoveryCode');
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
      <AnswerForm
        key={method}
        id={id}
        method={method}
        busy={mutation.isPending}
        problem={problem}
        onAnswer={answer}
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
