import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod/mini';
import { passwordField } from '@shared/contracts/auth';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { NewPasswordFields } from '@client/features/auth/components/auth-fields';
import {
  toastPasswordProblem,
  withPasswordConfirmation,
} from '@client/features/auth/components/password-rules';
import { useSetPartnerPassword } from '@client/features/partner-portal/api/set-password';
import {
  SetPasswordLinkCheck,
  type CheckedLink,
} from '@client/features/partner-portal/components/set-password-link-check';
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { usePageTitle } from '@client/lib/use-page-title';

const PASSWORD_SET_TITLE = 'Password Set';
const SET_PASSWORD_FAILED_TITLE = 'Password Not Set';
const SET_PASSWORD_FAILED_FALLBACK = 'Failed to set your password. Please try again.';

/** The same password rules, boxes and messages as the client's password reset. */
const setPasswordFormSchema = withPasswordConfirmation(
  z.object({ password: passwordField }),
  'password',
);

function SetPasswordForm({
  link,
  onDone,
}: {
  link: CheckedLink;
  onDone: (message: string) => void;
}) {
  const setPassword = useSetPartnerPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useSchemaForm(setPasswordFormSchema, { password: '', confirmPassword: '' });
  const busy = setPassword.isPending;

  const onSubmit = handleSubmit(
    ({ password }) => {
      if (busy) return;
      setFailure(null);
      setPassword.mutate(
        { token: link.token, password },
        {
          onSuccess: ({ message }) => {
            toast.success(PASSWORD_SET_TITLE, { description: message });
            onDone(message);
          },
          onError: (error) => {
            const message = error.message || SET_PASSWORD_FAILED_FALLBACK;
            setFailure(message);
            toast.error(SET_PASSWORD_FAILED_TITLE, { description: message });
          },
        },
      );
    },
    () =>
      toastPasswordProblem(getValues('password'), getValues('confirmPassword'), {
        mismatch: 'Password Mismatch',
        'too-short': 'Password Too Short',
      }),
  );

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-ink-900">
          {link.companyName ? `Welcome, ${link.companyName}` : 'Welcome'}
        </h2>
        {link.email ? (
          <p className="text-ink-700">
            You will sign in with{' '}
            <strong className="[overflow-wrap:anywhere] text-ink-900">{link.email}</strong>.
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
        {/* Lets password managers file the new password under the right account. */}
        {link.email ? (
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={link.email}
            readOnly
            hidden
          />
        ) : null}
        <NewPasswordFields
          idPrefix="partner-password"
          labels={{ password: 'New password', confirmation: 'Type the new password again' }}
          password={register('password')}
          confirmation={register('confirmPassword')}
          errors={errors}
        />
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full">
          Set Password
        </SubmitButton>
        <FormNotice tone="error" message={failure} />
      </form>
    </div>
  );
}

function PasswordSet({ message }: { message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move the focus to the news, so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-5">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-ink-900 focus:outline-none"
      >
        <CircleCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-green-700" />
        {PASSWORD_SET_TITLE}
      </h2>
      <p className="text-lg text-ink-700">{message}</p>
      <Link
        to={paths.partnerLogin.getHref()}
        className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}
      >
        Sign In
      </Link>
    </div>
  );
}

/** The invited partner chooses a password (/partner-login/set-password?token=). */
export default function PartnerSetPasswordPage() {
  usePageTitle('Set Your Partner Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">Set your partner password</h1>
        <p className="text-lg text-ink-700">
          Your partnership is approved. Choose a password for the partner portal; after that you can
          sign in.
        </p>
      </header>
      <Card className="p-5 sm:p-8">
        {doneMessage !== null ? (
          <PasswordSet message={doneMessage} />
        ) : (
          <SetPasswordLinkCheck token={token}>
            {(link) => <SetPasswordForm link={link} onDone={setDoneMessage} />}
          </SetPasswordLinkCheck>
        )}
      </Card>
    </div>
  );
}
