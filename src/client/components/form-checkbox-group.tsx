import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxGroup, type CheckboxGroupProps } from '@client/components/ui/checkbox-group';

export interface FormCheckboxGroupProps<Values extends FieldValues, Output> extends Omit<
  CheckboxGroupProps<string>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> {
  control: Control<Values, unknown, Output>;
  /** A form field whose value is a list of the options' values. */
  name: FieldPath<Values>;
}

/** A CheckboxGroup tied to a form field: its value, focus on a problem, and its error. */
export function FormCheckboxGroup<Values extends FieldValues, Output>({
  control,
  name,
  ...group
}: FormCheckboxGroupProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          {...group}
          name={field.name}
          value={(field.value as readonly string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
