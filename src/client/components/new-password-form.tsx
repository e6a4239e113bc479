import type { UseMutationResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { MessageResponse } from '@shared/contracts/auth';
import { toastPasswordProblem } from '@client/lib/password-rules';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { FormNotice } from './form-status';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

export interface NewPasswordFormProps<Body> {
  /** Prefix of the boxes' ids, unique on the page. */
  idPrefix: string;
  /** The account's e-mail address, when known. */
  email?: string;
  /** Other words that describe the account (names), which the password must not be built from. */
  ownerWords?: (string | undefined)[];
  /** The call that saves the password; it answers with a message for the person. */
  mutation: UseMutationResult<MessageResponse, Error, Body>;
  /** The request for the chosen password. */
  bodyFor: (password: string) => Body;
  submit: { label: string; busyLabel: string };
  /** Toast titles, the failure's words when the server gives none, and a toast id to reuse. */
  toasts: { done: string; failed: string; failedFallback: string; id?: string };
  /** After the password is saved, with the server's message. */
  onDone: (message: string) => void;
}

/**
 * Choosing a new password from an e-mailed link (the client's reset, the partner's
 * invitation): the password typed twice, checked before anything is sent (requirements §5), and the
 * outcome as a toast and, for a failure, under the form too.
 */
export function NewPasswordForm<Body>({
  idPrefix,
  email,
  ownerWords = [],
  mutation,
  bodyFor,
  submit,
  toasts,
  onDone,
}: NewPasswordFormProps<Body>) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const userInputs = [email, ...ownerWords];
  const loadSchema = () =>
    import('@client/lib/password-confirmation').then((m) => m.newPasswordSchema(userInputs));
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useSchemaForm(loadSchema, { password: '', confirmPassword: '' });
  const busy = mutation.isPending;

  const onSubmit = handleSubmit(
    ({ password }) => {
      if (busy) return;
      setFailure(null);
      mutation.mutate(bodyFor(password), {
        onSuccess: ({ message }) => {
          toast.success(toasts.done, { id: toasts.id, description: message });
          onDone(message);
        },
        onError: (error) => {
          const message = error.message || toasts.failedFallback;
          setFailure(message);
          toast.error(toasts.failed, { id: toasts.id, description: message });
        },
      });
    },
    (invalid) =>
      toastPasswordProblem(
        getValues('password'),
        getValues('confirmPassword'),
        { mismatch: t`Password Mismatch`, 'too-short': t`Password Too Short` },
        invalid.password,
      ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
      {/* Lets password managers file the new password under the right account. */}
      {email ? (
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <NewPasswordFields
        idPrefix={idPrefix}
        labels={{ password: t`New password`, confirmation: t`Type the new password again` }}
        password={register('password')}
        confirmation={register('confirmPassword')}
        errors={errors}
        strength={{ password: watch('password'), userInputs }}
      />
      <SubmitButton busy={busy} busyLabel={submit.busyLabel} className="w-full">
        {submit.label}
      </SubmitButton>
      <FormNotice tone="error" message={failure} />
    </form>
  );
}
