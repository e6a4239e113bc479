import { Field } from '@client/components/ui/field';
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
