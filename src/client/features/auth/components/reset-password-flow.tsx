import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { DonePanel } from '@client/components/done-panel';
import { LoadingMessage } from '@client/components/load-status';
import { NewPasswordForm } from '@client/components/new-password-form';
import { Button, buttonClassName } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';

export const NO_TOKEN_MESSAGE = 'No reset token found in the URL.';
export const VALIDATION_FAILED_MESSAGE = 'Failed to validate reset link. Please try again.';
export const RESET_FAILED_FALLBACK = 'Failed to reset password. Please try again.';
const RESET_DONE_TITLE = 'Password Reset Successful';

/**
 * Requirements §4 Reset flow: validating the link, then the form, then done; an invalid link (or none)
 * goes back to the sign-in page with a toast saying why.
 */
export function ResetPasswordFlow({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const validation = useValidateResetToken(token);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  // A link the server rejects outright (for example a mangled token) counts as invalid too.
  const rejection =
    validation.error instanceof ApiError && validation.error.status === 400
      ? validation.error
      : null;
  const invalidMessage =
    validation.data?.valid === false ? validation.data.message : (rejection?.message ?? null);
  const failed = validation.isError && rejection === null;

  useEffect(() => {
    if (token !== null) return;
    toast.error('Invalid Link', { id: 'reset-link', description: NO_TOKEN_MESSAGE });
    void navigate(paths.auth.getHref(), { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (invalidMessage === null) return;
    toast.error('Invalid or Expired Link', { id: 'reset-link', description: invalidMessage });
    void navigate(paths.auth.getHref(), { replace: true });
  }, [invalidMessage, navigate]);

  useEffect(() => {
    if (!failed) return;
    toast.error('Error', { id: 'reset-link', description: VALIDATION_FAILED_MESSAGE });
  }, [failed, validation.errorUpdatedAt]);

  if (token === null || invalidMessage !== null) {
    return <Spinner label="Taking you to the sign-in page" />;
  }
  if (doneMessage !== null) return <ResetDone message={doneMessage} />;
  if (validation.isFetching || validation.isPending) {
    return <LoadingMessage label="Checking your reset link" className="text-lg" />;
  }
  const checked = validation.data;
  if (failed || !checked) {
    return (
      <div className="space-y-5">
        <h2 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
          <TriangleAlert aria-hidden="true" className="h-7 w-7 shrink-0 text-red-700" />
          We could not check your reset link
        </h2>
        <p className="text-ink-700">
          {VALIDATION_FAILED_MESSAGE} Your link has not been used up; this is usually a brief
          connection problem.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => void validation.refetch()}>
            <RotateCw aria-hidden="true" className="h-5 w-5" />
            Try Again
          </Button>
          <Link to={paths.auth.getHref()} className={buttonClassName('outline', 'lg')}>
            Back to Sign In
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ResetPasswordForm
      token={token}
      email={checked.email}
      firstName={checked.firstName}
      onDone={setDoneMessage}
    />
  );
}

interface ResetPasswordFormProps {
  token: string;
  email?: string;
  firstName?: string;
  onDone: (message: string) => void;
}

function ResetPasswordForm({ token, email, firstName, onDone }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-ink-900">
          {firstName ? `Hello ${firstName},` : 'Hello,'} choose a new password
        </h2>
        {email ? (
          <p className="text-ink-700">
            This is for the account <strong className="break-all text-ink-900">{email}</strong>.
          </p>
        ) : null}
      </div>
      <NewPasswordForm
        idPrefix="reset"
        email={email}
        ownerWords={[firstName]}
        mutation={reset}
        bodyFor={(newPassword) => ({ token, newPassword })}
        submit={{ label: 'Reset Password', busyLabel: 'Resetting...' }}
        toasts={{
          done: RESET_DONE_TITLE,
          failed: 'Reset Failed',
          failedFallback: RESET_FAILED_FALLBACK,
          id: 'reset-link',
        }}
        onDone={onDone}
      />
    </div>
  );
}

function ResetDone({ message }: { message: string }) {
  return (
    <DonePanel title={RESET_DONE_TITLE}>
      <p className="text-lg text-ink-700">{message}</p>
      <Link
        to={paths.auth.getHref()}
        className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}
      >
        Return to Sign In
      </Link>
    </DonePanel>
  );
}
