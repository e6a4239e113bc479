import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@client/components/ui/field';
import { PasswordInput } from './password-input';
import { PASSWORD_HINT } from './password-rules';

interface RegisteredFieldProps {
  /** Prefix of the field's id, unique on the page; the id ends with the field's name. */
  idPrefix: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

const fieldId = ({ idPrefix, registration }: RegisteredFieldProps) =>
  `${idPrefix}-${registration.name}`;

/** The account's e-mail address, typed as is (no capitals or spelling fixes added). */
export function EmailField(props: RegisteredFieldProps) {
  return (
    <Field id={fieldId(props)} label="Email address" error={props.error}>
      {(aria) => (
        <Input
          {...aria}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...props.registration}
        />
      )}
    </Field>
  );
}

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
    <Field id={fieldId(props)} label={label} hint={hint} error={props.error}>
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
