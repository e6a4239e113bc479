import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { fieldAria, FieldMessage, OptionalMark } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';

export interface CheckboxOption<Value extends string = string> {
  readonly value: Value;
  /** Words already in the page's language, or a descriptor translated here. */
  readonly label: string | MessageDescriptor;
}

export interface CheckboxGroupProps<Value extends string> {
  /** Prefix of the ids of the checkboxes, the hint and the error. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** Says "(optional)" after the legend. */
  optional?: boolean;
  options: readonly CheckboxOption<Value>[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  onBlur?: () => void;
  name: string;
  error?: string;
  /** Given to the first checkbox, so a form can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
  /** Two columns from small screens up; one column otherwise. */
  columns?: 1 | 2;
  className?: string;
}

/**
 * A set of checkboxes for a multiple choice: a fieldset whose legend names the question,
 * with large boxes and whole-row labels that are easy to press.
 */
export function CheckboxGroup<Value extends string>({
  id,
  legend,
  hint,
  optional,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  inputRef,
  columns = 1,
  className,
}: CheckboxGroupProps<Value>) {
  const { i18n } = useLingui();
  // The fieldset is described like a single control; the id goes to each checkbox instead.
  const { id: _id, ...aria } = fieldAria(id, error, Boolean(hint));

  function toggle(option: Value, checked: boolean) {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    // Keep the order of the list, whatever the order of the clicks.
    onChange(options.map((item) => item.value).filter((item) => chosen.has(item)));
  }

  return (
    <fieldset {...aria} className={cn('space-y-2', className)}>
      <legend className="font-semibold text-ink-900">
        {legend}
        {optional ? <OptionalMark /> : null}
      </legend>
      <FieldMessage id={id} kind="hint">
        {hint}
      </FieldMessage>
      <div className={cn('grid gap-x-4 gap-y-1', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 text-ink-900 hover:bg-brand-50"
            >
              <input
                id={optionId}
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
                className="h-6 w-6 shrink-0 cursor-pointer accent-brand-700"
              />
              <span>{typeof option.label === 'string' ? option.label : i18n._(option.label)}</span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} kind="error">
        {error}
      </FieldMessage>
    </fieldset>
  );
}
