import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { passkeyNameField } from '@shared/contracts/two-step';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input } from '@client/components/ui/field';
import { useSchemaForm } from '@client/lib/use-schema-form';

const nameSchema = z.object({ name: passkeyNameField });

export interface PasskeyNameFormProps {
  id: string;
  label: string;
  /** The name as it stands (renaming), or empty (a new passkey). */
  initialName?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  problem: string | null;
  /** What the server said no to, above the buttons (null while there is none). */
  problemTitle?: string;
  onName: (name: string) => void;
  autoFocus?: boolean;
  /** Beside the submit button, such as Cancel. */
  children?: ReactNode;
}

/** A passkey's name, checked as the server checks it: for adding one, and for renaming it. */
export function PasskeyNameForm({
  id,
  label,
  initialName = '',
  submitLabel,
  busyLabel,
  busy,
  problem,
  problemTitle,
  onName,
  autoFocus = false,
  children,
}: PasskeyNameFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm(nameSchema, { name: initialName });
  const onSubmit = form.handleSubmit(({ name }) => {
    if (!busy) onName(name);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-4">
      <Field
        id={id}
        label={label}
        hint={t`For example “My laptop” or “Blue security key”, so you can tell your passkeys apart.`}
        error={form.formState.errors.name?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            autoComplete="off"
            maxLength={60}
            autoFocus={autoFocus}
            className="max-w-md"
            {...form.register('name')}
          />
        )}
      </Field>
      <FormNotice tone="error" title={problem ? problemTitle : null} message={problem} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <SubmitButton busy={busy} busyLabel={busyLabel} size="md">
          {submitLabel}
        </SubmitButton>
        {children}
      </div>
    </form>
  );
}
