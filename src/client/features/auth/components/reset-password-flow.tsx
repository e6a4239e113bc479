import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * Requirements §4 Reset flow: validating the link, then the form, then done; an invalid link (or none)
 * goes back to the sign-in page with a toast saying why.
 */
export function ResetPasswordFlow({ token }: { token: string | null }) {
  const { t } = useLingui();
  const validationFailed = t`Failed to validate reset link. Please try again.`;
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
    toast.error(t`Invalid Link`, {
      id: 'reset-link',
      description: t`No reset token found in the URL.`,
    });
    void navigate(paths.auth.getHref(), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link, not per language
  }, [token, navigate]);

  useEffect(() => {
    if (invalidMessage === null) return;
    toast.error(t`Invalid or Expired Link`, { id: 'reset-link', description: invalidMessage });
    void navigate(paths.auth.getHref(), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link, not per language
  }, [invalidMessage, navigate]);

  useEffect(() => {
    if (!failed) return;
    toast.error(t`Error`, { id: 'reset-link', description: validationFailed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per language
  }, [failed, validation.errorUpdatedAt]);

  if (token === null || invalidMessage !== null) {
    return <Spinner label={t`Taking you to the sign-in page`} />;
  }
  if (doneMessage !== null) return <ResetDone message={doneMessage} />;
  if (validation.isFetching || validation.isPending) {
    return <LoadingMessage label={t`Checking your reset link`} className="text-lg" />;
  }
  const checked = validation.data;
  if (failed || !checked) {
    return (
      <div className="space-y-5">
        <h2 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
          <TriangleAlert aria-hidden="true" className="h-7 w-7 shrink-0 text-red-700" />
          <Trans>We could not check your reset link</Trans>
        </h2>
        <p className="text-ink-700">
          <Trans>
            Failed to validate reset link. Please try again. Your link has not been used up; this is
            usually a brief connection problem.
          </Trans>
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => void validation.refetch()}>
            <RotateCw aria-hidden="true" className="h-5 w-5" />
            <Trans>Try Again</Trans>
          </Button>
          <Link to={paths.auth.getHref()} className={buttonClassName('outline', 'lg')}>
            <Trans>Back to Sign In</Trans>
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
  const { t } = useLingui();
  const reset = useResetPassword();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-ink-900">
          {firstName ? (
            <Trans>Hello {firstName}, choose a new password</Trans>
          ) : (
            <Trans>Hello, choose a new password</Trans>
          )}
        </h2>
        {email ? (
          <p className="text-ink-700">
            <Trans>
              This is for the account <strong className="break-all text-ink-900">{email}</strong>.
            </Trans>
          </p>
        ) : null}
      </div>
      <NewPasswordForm
        idPrefix="reset"
        email={email}
        ownerWords={[firstName]}
        mutation={reset}
        bodyFor={(newPassword) => ({ token, newPassword })}
        submit={{ label: t`Reset Password`, busyLabel: t`Resetting...` }}
        toasts={{
          done: t`Password Reset Successful`,
          failed: t`Reset Failed`,
          failedFallback: t`Failed to reset password. Please try again.`,
          id: 'reset-link',
        }}
        onDone={onDone}
      />
    </div>
  );
}

function ResetDone({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <DonePanel title={t`Password Reset Successful`}>
      <p className="text-lg text-ink-700">{message}</p>
      <Link
        to={paths.auth.getHref()}
        className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}
      >
        <Trans>Return to Sign In</Trans>
      </Link>
    </DonePanel>
  );
}
