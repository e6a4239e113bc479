import type { UseMutationResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { LoginRequest } from '@shared/contracts/auth';
import { loginFailedTitle, signInErrorMessage } from '@client/lib/sign-in-error';
import { useLightSchemaForm } from '@client/lib/use-light-schema-form';
import { ContactField } from './contact-field';
import { FormNotice } from './form-status';
import { PasswordField } from './password-fields';
import { SubmitButton } from './submit-button';
import { ScriptOnlyForm } from '@client/components/script-only-form';

export interface CredentialsFormProps<Result> {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The sign-in call (client, staff or partner). */
  mutation: UseMutationResult<Result, Error, LoginRequest>;
  onSignedIn: (result: Result) => void;
  /** When given, a "Forgot password?" button under the password calls it with the typed e-mail. */
  onForgotPassword?: (typedEmail: string) => void;
  /** The e-mail box's label, when not "Email address". */
  emailLabel?: string;
  /** The failure toast's title and words, when not the client sign-in's (requirements §8). */
  failureWording?: { title: string; describe: (error: Error) => string };
}

/**
 * E-mail and password sign-in with the spec's error wording (§8): a failure shows as a toast
 * and stays as an alert under the form, and what was typed is kept.
 */
export function CredentialsForm<Result>({
  idPrefix,
  mutation,
  onSignedIn,
  onForgotPassword,
  emailLabel,
  failureWording,
}: CredentialsFormProps<Result>) {
  const { t } = useLingui();
  const wording = failureWording ?? { title: loginFailedTitle(), describe: signInErrorMessage };
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useLightSchemaForm(() => import('@shared/contracts/auth').then((m) => m.loginRequestSchema), {
    email: '',
    password: '',
  });

  const busy = mutation.isPending;

  const onSubmit = handleSubmit((values) => {
    if (busy) return;
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (result) => onSignedIn(result),
      onError: (error) => {
        const message = wording.describe(error);
        setFailure(message);
        toast.error(wording.title, {
          description: message || t`Please check your credentials and try again.`,
        });
      },
    });
  });

  return (
    <ScriptOnlyForm onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
      <ContactField
        kind="email"
        label={emailLabel}
        idPrefix={idPrefix}
        registration={register('email')}
        error={errors.email?.message}
      />
      <div className="space-y-2">
        <PasswordField
          idPrefix={idPrefix}
          registration={register('password')}
          error={errors.password?.message}
          label={t`Password`}
          autoComplete="current-password"
        />
        {onForgotPassword ? (
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email').trim())}
            className="inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <Trans>Forgot password?</Trans>
          </button>
        ) : null}
      </div>
      <SubmitButton busy={busy} busyLabel={t`Signing In...`} className="w-full">
        <Trans>Sign In</Trans>
      </SubmitButton>
      <FormNotice tone="error" id={`${idPrefix}-failure`} message={failure} />
    </ScriptOnlyForm>
  );
}
