import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@client/components/ui/field';
import { PASSWORD_HINT } from '@client/lib/password-rules';
import { PasswordInput } from './password-input';
import { registeredFieldId, type RegisteredFieldProps } from './registered-field';

/** A password box with its label, hint and error. */
export function PasswordField({
  label,
  hint,
  autoComplete,
  ...props
}: RegisteredFieldProps & {
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <Field id={registeredFieldId(props)} label={label} hint={hint} error={props.error}>
      {(aria) => <PasswordInput {...aria} autoComplete={autoComplete} {...props.registration} />}
    </Field>
  );
}

export interface NewPasswordFieldsProps {
  idPrefix: string;
  /** Labels of the password box and of the box that repeats it. */
  labels: { password: string; confirmation: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** The form's errors; each box shows the one under its own name. */
  errors: Partial<Record<string, { message?: string }>>;
}

/** Choosing a password: the password with the rule as a hint, then the same typed again. */
export function NewPasswordFields({
  idPrefix,
  labels,
  password,
  confirmation,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        idPrefix={idPrefix}
        registration={password}
        error={errors[password.name]?.message}
        label={labels.password}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
      />
      <PasswordField
        idPrefix={idPrefix}
        registration={confirmation}
        error={errors[confirmation.name]?.message}
        label={labels.confirmation}
        autoComplete="new-password"
      />
    </>
  );
}
