import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ContactField } from '@client/components/contact-field';
import { Field, Input } from '@client/components/ui/field';

type PersonField = 'firstName' | 'lastName' | 'email';

/** Registers the person fields on a form, in page order. */
export function registerPersonFields(
  register: (name: PersonField) => UseFormRegisterReturn,
): Record<PersonField, UseFormRegisterReturn> {
  return {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
  };
}

export interface PersonFieldsProps {
  idPrefix: string;
  /**
   * The fields' registrations, made by the form itself before its other fields so that
   * the first invalid field (in page order) receives focus.
   */
  registrations: Record<PersonField, UseFormRegisterReturn>;
  errors: Partial<Record<PersonField, { message?: string }>>;
  /** Extra classes for the e-mail field, to fit it into the form's grid. */
  emailClassName?: string;
}

/** First name, last name and e-mail: the fields every public form starts with. */
export function PersonFields({
  idPrefix,
  registrations,
  errors,
  emailClassName,
}: PersonFieldsProps) {
  const { t, i18n } = useLingui();
  // The schema's messages are their English ids: shown in the page's language.
  const errorOf = (message: string | undefined) => (message ? i18n._(message) : undefined);
  const id = (name: PersonField) => `${idPrefix}-${name}`;
  return (
    <>
      <Field id={id('firstName')} label={t`First name`} error={errorOf(errors.firstName?.message)}>
        {(aria) => <Input {...aria} autoComplete="given-name" {...registrations.firstName} />}
      </Field>
      <Field id={id('lastName')} label={t`Last name`} error={errorOf(errors.lastName?.message)}>
        {(aria) => <Input {...aria} autoComplete="family-name" {...registrations.lastName} />}
      </Field>
      <ContactField
        kind="email"
        idPrefix={idPrefix}
        registration={registrations.email}
        error={errorOf(errors.email?.message)}
        className={emailClassName}
      />
    </>
  );
}
