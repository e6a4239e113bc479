import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Fingerprint, KeyRound, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { SessionKind } from '@shared/contracts/sessions';
import type { MfaRequiredResponse } from '@shared/contracts/two-step';
import { FormNotice } from '@client/components/form-status';
import { authenticatorAppsExample } from '@client/components/security/authenticator-apps';
import { OneCodeForm } from '@client/components/security/one-code-form';
import { Button } from '@client/components/ui/button';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import {
  isDeadSignIn,
  submitPasskey,
  submitSecondStep,
  type SecondStepAnswer,
} from './second-step';

/** The ways to answer, in the order they are offered; recovery codes always exist. */
const methods = {
  passkey: {
    title: msg`Confirm it is you with your passkey`,
    switchLabel: msg`Use a passkey instead`,
    icon: Fingerprint,
  },
  code: {
    title: msg`Enter the code from your app`,
    switchLabel: msg`Use the code from my app instead`,
    icon: Smartphone,
  },
  recoveryCode: {
    title: msg`Enter a recovery code`,
    switchLabel: msg`Use a recovery code instead`,
    icon: KeyRound,
  },
} as const satisfies Record<
  string,
  { title: MessageDescriptor; switchLabel: MessageDescriptor; icon: unknown }
>;

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
  const { t, i18n } = useLingui();
  const apps = authenticatorAppsExample(useIntlLocale());
  const hints: Record<Method, string> = {
    passkey: t`Press the button, then confirm on your device: with your fingerprint, your face, your screen lock or your security key.`,
    code: t`Open your authenticator app (for example ${apps}) and type the 6-digit code it shows for this account. A new code appears every 30 seconds.`,
    recoveryCode: t`Type one of the recovery codes you saved when you turned on two-step sign-in. Each code works only once.`,
  };
  const hintOf = (shown: Method) => hints[shown];
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
        else setProblem(error.message || t`That did not work. Please try again.`);
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <Heading id={`${id}-title`} className="text-2xl font-bold text-ink-900">
        {i18n._(methods[method].title)}
      </Heading>
      <p className="text-ink-700">
        <Trans>Your account uses two-step sign-in. Your password was right.</Trans>
      </p>
      {method === 'passkey' ? (
        <div className="space-y-5" aria-busy={mutation.isPending || undefined}>
          <p className="text-ink-700">{hintOf('passkey')}</p>
          <FormNotice tone="error" id={`${id}-passkey-failure`} message={problem} />
          <Button size="lg" className="w-full" autoFocus onClick={() => answer('passkey')}>
            <Fingerprint aria-hidden="true" className="h-5 w-5" />
            {mutation.isPending ? t`Waiting for your device...` : t`Use my passkey`}
          </Button>
        </div>
      ) : (
        // A change of method brings a fresh form, with the focus in its box.
        <OneCodeForm
          key={method}
          id={`${id}-${method}`}
          codeKind={method}
          hint={hintOf(method)}
          submitLabel={t`Continue`}
          busyLabel={t`Checking...`}
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
                {i18n._(methods[other].switchLabel)}
              </Button>
            );
          })}
        <Button variant="ghost" onClick={() => onRestart(null)}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          <Trans>Back to email and password</Trans>
        </Button>
      </div>
    </section>
  );
}
