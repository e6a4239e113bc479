import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod/mini';
import { loginRequestSchema, type LoginRequest } from '@shared/contracts/auth';
import { Field, fieldAria, Input } from '@client/components/ui/field';
import { FormAlert, SubmitButton } from './form-parts';
import { PasswordInput } from './password-input';
import { LOGIN_FAILED_FALLBACK, LOGIN_FAILED_TITLE, signInErrorMessage } from './sign-in-error';

type CredentialsInput = z.input<typeof loginRequestSchema>;

export interface CredentialsFormProps<Result> {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The sign-in call (client or staff). */
  mutation: UseMutationResult<Result, Error, LoginRequest>;
  onSignedIn: (result: Result) => void;
  /** When given, a "Forgot password?" button under the password calls it with the typed e-mail. */
  onForgotPassword?: (typedEmail: string) => void;
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
}: CredentialsFormProps<Result>) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CredentialsInput, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });

  const busy = mutation.isPending;
  const id = (name: string) => `${idPrefix}-${name}`;
  const alertId = id('failure');

  const onSubmit = handleSubmit((values) => {
    if (busy) return;
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (result) => onSignedIn(result),
      onError: (error) => {
        const message = signInErrorMessage(error);
        setFailure(message);
        toast.error(LOGIN_FAILED_TITLE, { description: message || LOGIN_FAILED_FALLBACK });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
      <Field id={id('email')} label="Email address" error={errors.email?.message}>
        <Input
          {...fieldAria(id('email'), errors.email?.message)}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
      </Field>
      <div className="space-y-2">
        <Field id={id('password')} label="Password" error={errors.password?.message}>
          <PasswordInput
            {...fieldAria(id('password'), errors.password?.message)}
            autoComplete="current-password"
            {...register('password')}
          />
        </Field>
        {onForgotPassword ? (
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email').trim())}
            className="inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            Forgot password?
          </button>
        ) : null}
      </div>
      <SubmitButton busy={busy} busyLabel="Signing In...">
        Sign In
      </SubmitButton>
      <FormAlert id={alertId} message={failure} />
    </form>
  );
}
