import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@shared/contracts/password-length';
import { PasswordField } from './password-fields';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface NewPasswordFieldsProps {
  idPrefix: string;
  /** Labels of the password box and of the box that repeats it. */
  labels: { password: string; confirmation: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** The form's errors; each box shows the one under its own name. */
  errors: Partial<Record<string, { message?: string }>>;
  /** What is typed in the password box and what is known of its owner, for the strength meter. */
  strength: { password: string; userInputs: readonly (string | undefined)[] };
}

/**
 * Choosing a password: the password with the rule as a hint and a strength meter under it,
 * then the same typed again.
 */
export function NewPasswordFields({
  idPrefix,
  labels,
  password,
  confirmation,
  errors,
  strength,
}: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_LENGTH;
  return (
    <>
      <PasswordField
        idPrefix={idPrefix}
        registration={password}
        error={errors[password.name]?.message}
        label={labels.password}
        hint={t`At least ${minLength} characters, and hard to guess. A few unrelated words strung together make a strong password that is easy to remember.`}
        autoComplete="new-password"
      />
      <PasswordStrengthMeter
        id={`${idPrefix}-${password.name}-strength`}
        password={strength.password}
        userInputs={strength.userInputs}
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
