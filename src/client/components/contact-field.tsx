import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field, Input } from '@client/components/ui/field';
import { registeredFieldId, type RegisteredFieldProps } from './registered-field';

/** What each kind of box asks the keyboard and the browser's autofill for. */
const kinds = {
  // Typed as is: no capitals or spelling fixes added to an address.
  email: {
    label: msg`Email address`,
    input: {
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      autoCapitalize: 'none',
      spellCheck: false,
    },
  },
  phone: {
    label: msg`Phone number`,
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  },
} as const;

export interface ContactFieldProps extends RegisteredFieldProps {
  kind: keyof typeof kinds;
  /** The label, when not the usual "Email address" or "Phone number". */
  label?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Extra classes, to fit the field into the form's grid. */
  className?: string;
}

/** An e-mail address or phone number box with its label, hint and error. */
export function ContactField({
  kind,
  label,
  hint,
  optional,
  className,
  ...props
}: ContactFieldProps) {
  const { i18n } = useLingui();
  return (
    <Field
      id={registeredFieldId(props)}
      label={label ?? i18n._(kinds[kind].label)}
      hint={hint}
      optional={optional}
      error={props.error}
      className={className}
    >
      {(aria) => <Input {...aria} {...kinds[kind].input} {...props.registration} />}
    </Field>
  );
}
