import { useMemo, useState } from 'react';
import { toast } from '@client/lib/toast';
import { changePasswordRequestSchema } from '@shared/contracts/account';
import { FormNotice } from '@client/components/form-status';
import { NewPasswordFields } from '@client/components/new-password-fields';
import { PasswordField } from '@client/components/password-fields';
import { SubmitButton } from '@client/components/submit-button';
import { withPasswordConfirmation } from '@client/lib/password-confirmation';
import { toastPasswordProblem } from '@client/lib/password-rules';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useChangePassword } from '../api/account-calls';
import { SettingsCard } from './settings-card';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const ID = 'change-password';

/** "Change password": the current one, then the new one twice. */
export function ChangePasswordCard({ email }: { email: string }) {
  const mutation = useChangePassword();
  const schema = useMemo(
    () => withPasswordConfirmation(changePasswordRequestSchema, 'newPassword', () => [email]),
    [email],
  );
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  const form = useSchemaForm(schema, empty);
  const {
    register,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const busy = mutation.isPending;

  const onSubmit = form.handleSubmit(
    ({ currentPassword, newPassword }) => {
      if (busy) return;
      setOutcome(null);
      mutation.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: ({ message }) => {
            toast.success('Password changed', { description: message });
            setOutcome({ tone: 'success', message });
            form.reset(empty);
          },
          onError: (error) => {
            const message = error.message || 'Your password was not changed. Please try again.';
            toast.error('Password not changed', { description: message });
            setOutcome({ tone: 'error', message });
          },
        },
      );
    },
    (invalid) =>
      toastPasswordProblem(
        getValues('newPassword'),
        getValues('confirmPassword'),
        { mismatch: 'Password Mismatch', 'too-short': 'Password Too Short' },
        invalid.newPassword,
      ),
  );

  return (
    <SettingsCard
      id={`${ID}-title`}
      title="Change password"
      intro="For your safety, other computers and phones signed in to your account will be signed out. You stay signed in here, and we send you an e-mail about the change."
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-5">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          idPrefix={ID}
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
          label="Current password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          idPrefix={ID}
          labels={{ password: 'New password', confirmation: 'Type the new password again' }}
          password={register('newPassword')}
          confirmation={register('confirmPassword')}
          errors={errors}
          strength={{ password: watch('newPassword'), userInputs: [email] }}
        />
        <FormNotice tone="error" message={outcome?.tone === 'error' ? outcome.message : null} />
        <FormNotice tone="success" message={outcome?.tone === 'success' ? outcome.message : null} />
        <SubmitButton busy={busy} busyLabel="Changing password...">
          Change password
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
