import { useLingui } from '@lingui/react/macro';
import type { AnswerOption } from '@shared/guided-help/answers';
import { CheckboxRow } from '@client/components/checkbox-row';
import { Input, Select } from '@client/components/ui/field';

const choiceRowClass =
  'flex min-h-14 cursor-pointer items-center gap-4 rounded-xl border-2 border-ink-300 bg-white px-4 py-3 text-lg font-semibold text-ink-900 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700';

export interface ChoiceProps {
  name: string;
  options: readonly AnswerOption[];
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}

/** One answer of a few, each a large row to press. */
export function ChoiceInputs({ name, options, value, onChange, describedBy }: ChoiceProps) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-3">
      {options.map((option) => (
        <label key={option.value} className={choiceRowClass}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={describedBy}
            className="h-6 w-6 shrink-0 accent-brand-700"
          />
          <span>{i18n._(option.label)}</span>
        </label>
      ))}
    </div>
  );
}

export interface MultiProps {
  idPrefix: string;
  options: readonly AnswerOption[];
  /** The answer that means none of the others; choosing it clears them, and the reverse. */
  noneValue: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function MultiInputs({ idPrefix, options, noneValue, value, onChange }: MultiProps) {
  const { i18n } = useLingui();
  const toggle = (option: string, checked: boolean) => {
    if (!checked) return onChange(value.filter((item) => item !== option));
    if (option === noneValue) return onChange([noneValue]);
    onChange([...value.filter((item) => item !== noneValue), option]);
  };
  return (
    <div className="space-y-3">
      {options.map((option) => (
        <CheckboxRow
          key={option.value}
          id={`${idPrefix}-${option.value}`}
          label={i18n._(option.label)}
          checked={value.includes(option.value)}
          onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          className="min-h-14 rounded-xl border-2 border-ink-300 bg-white px-4 text-lg"
        />
      ))}
    </div>
  );
}

export interface StateProps {
  id: string;
  /** The question's heading, which names the box. */
  labelledBy: string;
  options: readonly AnswerOption[];
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid: boolean;
}

export function StateInput({
  id,
  labelledBy,
  options,
  value,
  onChange,
  describedBy,
  invalid,
}: StateProps) {
  const { t, i18n } = useLingui();
  return (
    <Select
      id={id}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      emptyOption={t`Choose a state`}
      options={options.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className="text-lg sm:max-w-md"
    />
  );
}

export interface DateProps {
  id: string;
  /** The question's heading, which names the box. */
  labelledBy: string;
  value: string;
  max: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid: boolean;
}

export function DateInput({
  id,
  labelledBy,
  value,
  max,
  onChange,
  describedBy,
  invalid,
}: DateProps) {
  return (
    <Input
      id={id}
      type="date"
      value={value}
      max={max}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className="text-lg sm:max-w-xs"
    />
  );
}
