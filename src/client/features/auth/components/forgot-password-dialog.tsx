import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { ForgotPasswordResponse } from '@shared/contracts/auth';
import { ContactField } from '@client/components/contact-field';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was typed in the sign-in form, so it need not be typed twice. */
  defaultEmail?: string;
  /** After the link is sent, with the server's message, so the page can keep it in view. */
  onSent?: (message: string) => void;
}

/** Requirements §2 Auth page: the Forgot password dialog (messages of requirements §8 Password reset). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail,
  onSent,
}: ForgotPasswordDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Reset your password`}
      description={t`Type the email address you use for your account. We will email you a link to choose a new password. The link works for 1 hour.`}
    >
      {/* Mounted only while open, so each opening starts fresh. */}
      <ForgotPasswordForm
        defaultEmail={defaultEmail ?? ''}
        onSent={(message) => {
          onSent?.(message);
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

/** The toast's words, in the page's language. */
interface SentWording {
  title: string;
  developmentLink: string;
}

function sentToast(response: ForgotPasswordResponse, wording: SentWording) {
  const { message, resetToken } = response;
  if (!resetToken) {
    toast.success(wording.title, { description: message });
    return;
  }
  // Only a server in development mode answers with the token itself.
  const href = paths.resetPassword.getHref(resetToken);
  // eslint-disable-next-line no-console -- requirements §7: the development token is logged and shown
  console.info(`Development mode: password reset link ${href}`);
  toast.success(wording.title, {
    description: (
      <>
        {message} {/* A plain link: the toasts live outside the router. */}
        <a href={href} className="font-semibold underline">
          {wording.developmentLink}
        </a>
      </>
    ),
  });
}

function ForgotPasswordForm({
  defaultEmail,
  onSent,
  onCancel,
}: {
  defaultEmail: string;
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(
    () => import('@shared/contracts/auth').then((m) => m.forgotPasswordRequestSchema),
    { email: defaultEmail },
  );
  const busy = forgot.isPending;

  const onSubmit = handleSubmit((values) => {
    if (busy) return;
    setFailure(null);
    forgot.mutate(values, {
      onSuccess: (response) => {
        sentToast(response, {
          title: t`Reset link sent!`,
          developmentLink: t`Open the reset page (development only)`,
        });
        onSent(response.message);
      },
      onError: (error) => {
        const message = error.message || t`Failed to send reset email`;
        setFailure(message);
        toast.error(t`Error`, { description: message });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
      <ContactField
        kind="email"
        idPrefix="forgot-password"
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormNotice tone="error" message={failure} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <div className="sm:w-auto">
          <SubmitButton busy={busy} busyLabel={t`Sending...`} className="w-full">
            <Trans>Send Reset Link</Trans>
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
