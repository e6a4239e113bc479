import type { FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

/**
 * Registers a form's boxes in page order before any of them renders. react-hook-form gives
 * the focus to the first box with a problem in the order the boxes were registered, and a box
 * handed its registration as a prop is registered while the form renders, ahead of the boxes
 * that register themselves inside a Field.
 */
export function registerInOrder<Values extends FieldValues, Name extends Path<Values>>(
  register: UseFormRegister<Values>,
  names: readonly Name[],
): Record<Name, UseFormRegisterReturn<Name>> {
  return Object.fromEntries(names.map((name) => [name, register(name)])) as Record<
    Name,
    UseFormRegisterReturn<Name>
  >;
}
