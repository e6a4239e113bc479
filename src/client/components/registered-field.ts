import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled box bound to one field of a react-hook-form form. */
export interface RegisteredFieldProps {
  /** Prefix of the field's id, unique on the page; the id ends with the field's name. */
  idPrefix: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

export const registeredFieldId = ({ idPrefix, registration }: RegisteredFieldProps) =>
  `${idPrefix}-${registration.name}`;
