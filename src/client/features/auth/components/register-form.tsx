import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod/mini';
import { registerRequestSchema } from '@shared/contracts/auth';
import { Field, fieldAria, Input } from '@client/components/ui/field';
import { ApiError } from '@client/lib/api-client';
import { completeClientSignIn } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';
import { useRegister } from '../api/register';
import { applyServerIssues, FormAlert, SubmitButton } from './form-parts';
import { PasswordInput } from './password-input';
import {
  CONFIRM_MISMATCH_MESSAGE,
  PASSWORD_HINT,
  PASSWORD_MISMATCH_MESSAGE,
  passwordProblem,
  WEAK_PASSWORD_MESSAGE,
} from './password-rules';

/** The registration request plus the confirmation box, which stays on the form. */
const registerFormSchema = z.extend(registerRequestSchema, { confirmPassword: z.string() }).check(
  z.refine((values) => values.password === values.confirmPassword, {
    message: CONFIRM_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
    // Checked even while other fields have problems, so every message shows at once.
    when: () => true,
  }),
);
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

const serverFields = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

export const REGISTRATION_FAILED_TITLE = 'Registration failed';
export const REGISTRATION_FAILED_FALLBACK = 'An error occurred during registration.';

/** The Create Account tab (spec §5 Registration); on success the dashboard opens. */
export function RegisterForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const registration = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
    shouldFocusError: true,
  });

  const busy = registration.isPending;
  const id = (name: string) => `register-${name}`;

  const onSubmit = handleSubmit(
    ({ confirmPassword: _confirmation, ...body }) => {
      if (busy) return;
      setFailure(null);
      registration.mutate(body, {
        onSuccess: (response) => {
          completeClientSignIn(queryClient, response);
          // A new account has not done onboarding, so the session gate shows it next.
          void navigate(paths.dashboard.getHref(), { replace: true });
        },
        onError: (error) => {
          const message = error.message || REGISTRATION_FAILED_FALLBACK;
          if (error instanceof ApiError && error.status === 409) {
            setError('email', { type: 'server', message }, { shouldFocus: true });
          } else {
            applyServerIssues(error, serverFields, setError);
          }
          setFailure(message);
          toast.error(REGISTRATION_FAILED_TITLE, { description: message });
        },
      });
    },
    () => {
      // Spec §5: the password checks run before anything is sent, and say so in a toast too.
      const problem = passwordProblem(getValues('password'), getValues('confirmPassword'));
      if (problem === 'mismatch') {
        toast.error('Password mismatch', { description: PASSWORD_MISMATCH_MESSAGE });
      } else if (problem === 'too-short') {
        toast.error('Weak password', { description: WEAK_PASSWORD_MESSAGE });
      }
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
      <p className="text-ink-700">All fields are needed unless they say “optional”.</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id('firstName')} label="First name" error={errors.firstName?.message}>
          <Input
            {...fieldAria(id('firstName'), errors.firstName?.message)}
            autoComplete="given-name"
            {...register('firstName')}
          />
        </Field>
        <Field id={id('lastName')} label="Last name" error={errors.lastName?.message}>
          <Input
            {...fieldAria(id('lastName'), errors.lastName?.message)}
            autoComplete="family-name"
            {...register('lastName')}
          />
        </Field>
      </div>
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
      <Field id={id('phone')} label="Phone number" optional error={errors.phone?.message}>
        <Input
          {...fieldAria(id('phone'), errors.phone?.message)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...register('phone')}
        />
      </Field>
      <Field
        id={id('password')}
        label="Choose a password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
      >
        <PasswordInput
          {...fieldAria(id('password'), errors.password?.message, true)}
          autoComplete="new-password"
          {...register('password')}
        />
      </Field>
      <Field
        id={id('confirmPassword')}
        label="Type the password again"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldAria(id('confirmPassword'), errors.confirmPassword?.message)}
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
      </Field>
      <SubmitButton busy={busy} busyLabel="Creating Account...">
        Create Account
      </SubmitButton>
      <FormAlert message={failure} />
    </form>
  );
}
