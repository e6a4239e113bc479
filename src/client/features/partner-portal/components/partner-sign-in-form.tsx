import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentProps, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginRequestSchema } from '@shared/contracts/auth';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input } from '@client/components/ui/field';
import { completePartnerSignIn } from '@client/lib/partner-session';
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { usePartnerLogin } from '../api/partner-login';

/** Spec §8 Partner: the sign-in toasts. */
export const PARTNER_LOGIN_FAILED_TITLE = 'Login Failed';
export const PARTNER_LOGIN_FAILED_FALLBACK = 'Please check your credentials and try again.';
export const PARTNER_LOGIN_SUCCESS_TITLE = 'Login Successful';
export const PARTNER_LOGIN_SUCCESS_MESSAGE = 'Welcome to your partner dashboard!';

/** A password box with a show/hide toggle (the page passes in the site's own). */
export type PasswordInputComponent = ComponentType<Omit<ComponentProps<'input'>, 'type'>>;

export interface PartnerSignInFormProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /**
   * The password box. A page passes the one the client sign-in uses, so both show and hide a
   * password the same way (a feature cannot import another feature's components).
   */
  PasswordInput: PasswordInputComponent;
}

/**
 * Spec §2 Partner sign in: e-mail and password; success opens the partner dashboard, a
 * failure shows the server's words (for example the lockout after too many attempts) in a
 * toast and under the form, and what was typed is kept.
 */
export function PartnerSignInForm({ idPrefix, PasswordInput }: PartnerSignInFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = usePartnerLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(loginRequestSchema, { email: '', password: '' });
  const busy = login.isPending;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = handleSubmit((values) => {
    if (busy) return;
    setFailure(null);
    login.mutate(values, {
      onSuccess: ({ token, partner }) => {
        completePartnerSignIn(queryClient, { token, user: partner });
        toast.success(PARTNER_LOGIN_SUCCESS_TITLE, { description: PARTNER_LOGIN_SUCCESS_MESSAGE });
        void navigate(paths.partnerDashboard.getHref(), { replace: true });
      },
      onError: (error) => {
        const message = error.message || PARTNER_LOGIN_FAILED_FALLBACK;
        setFailure(message);
        toast.error(PARTNER_LOGIN_FAILED_TITLE, { description: message });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
      <Field id={id('email')} label="Email Address" error={errors.email?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...register('email')}
          />
        )}
      </Field>
      <Field id={id('password')} label="Password" error={errors.password?.message}>
        {(aria) => (
          <PasswordInput {...aria} autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <SubmitButton busy={busy} busyLabel="Signing In..." className="w-full">
        Sign In
      </SubmitButton>
      <FormNotice tone="error" id={id('failure')} message={failure} />
    </form>
  );
}
