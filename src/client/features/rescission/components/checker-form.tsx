import { CalendarCheck } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  asksAboutInspection,
  findRule,
  usesDisclosureDate,
  usesReadyDate,
  type RescissionRule,
} from '@shared/rescission/rules';
import { stateOptionsInData } from '@shared/rescission/state-options';
import { Button } from '@client/components/ui/button';
import { Field, FieldMessage, Input, Select } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { NOT_LISTED, type CheckerValues } from '../checker-values';
import { ScriptOnlyForm } from '@client/components/script-only-form';

const ID = 'deadline';
const id = (name: string) => `${ID}-${name}`;

const inspectionChoices = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not-sure', label: 'I am not sure' },
] as const;

function disclosureHint(rule: RescissionRule): string {
  if (rule.trigger === 'disclosure-receipt') {
    return `${rule.state} counts from this date. If you are not sure, enter the earliest day you may have received it.`;
  }
  return 'If you received it on the day you signed, or you are not sure, you can leave this empty: we will then count from the day you signed.';
}

export interface CheckerFormProps {
  form: UseFormReturn<CheckerValues>;
  today: string;
  onSubmit: () => void;
}

/** Choose a state and enter the dates; the boxes a state's rule does not use stay hidden. */
export function CheckerForm({ form, today, onSubmit }: CheckerFormProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const stateId = useWatch({ control, name: 'stateId' });
  const rule = stateId && stateId !== NOT_LISTED ? findRule(stateId) : undefined;
  const dateProps = { type: 'date', max: today, className: 'max-w-xs text-lg' } as const;
  const inspectionError = errors.inspection?.message;

  return (
    <ScriptOnlyForm
      needsScriptFor="The checker"
      onSubmit={onSubmit}
      aria-label="Cancellation deadline checker"
      className="space-y-7"
    >
      <Field
        id={id('state')}
        label="State"
        hint="The state where you signed the contract or where the timeshare is. If those are different, or you are not sure, check both or ask us."
        error={errors.stateId?.message}
      >
        {(aria) => (
          <Select
            {...aria}
            {...register('stateId')}
            emptyOption="Choose a state"
            options={stateOptionsInData}
            className="max-w-md text-lg"
          >
            <option value={NOT_LISTED}>My state is not listed</option>
          </Select>
        )}
      </Field>

      {stateId === NOT_LISTED ? null : (
        <>
          <Field
            id={id('signedOn')}
            label="Date you signed the contract"
            hint="Type the month, day and year, or pick the day from the calendar."
            error={errors.signedOn?.message}
          >
            {(aria) => <Input {...aria} {...dateProps} {...register('signedOn')} />}
          </Field>

          {rule && usesDisclosureDate(rule) ? (
            <Field
              id={id('disclosureOn')}
              label={`Date you received the ${rule.disclosureName ?? 'documents'}`}
              optional={rule.trigger !== 'disclosure-receipt'}
              hint={disclosureHint(rule)}
              error={errors.disclosureOn?.message}
            >
              {(aria) => <Input {...aria} {...dateProps} {...register('disclosureOn')} />}
            </Field>
          ) : null}

          {rule && usesReadyDate(rule) ? (
            <Field
              id={id('readyOn')}
              label="Date the timeshare was ready for you to use"
              optional
              hint="Leave this empty if it was ready when you signed, or if you are not sure."
              error={errors.readyOn?.message}
            >
              {(aria) => <Input {...aria} {...dateProps} {...register('readyOn')} />}
            </Field>
          ) : null}

          {rule && asksAboutInspection(rule) ? (
            <fieldset
              className="space-y-2"
              aria-describedby={
                [id('inspection-hint'), inspectionError ? id('inspection-error') : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              <legend className="font-semibold text-ink-900">
                Did you inspect the timeshare in person before you signed?
              </legend>
              <FieldMessage id={id('inspection')} kind="hint">
                If you did not, {rule.state} gives you {rule.daysWithoutInspection} days instead of{' '}
                {rule.days}.
              </FieldMessage>
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {inspectionChoices.map((choice) => (
                  <label
                    key={choice.value}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-ink-300 bg-white px-4 py-2 text-lg',
                      'has-[:checked]:border-brand-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
                    )}
                  >
                    <input
                      type="radio"
                      value={choice.value}
                      aria-invalid={inspectionError ? true : undefined}
                      className="h-5 w-5 accent-brand-700"
                      {...register('inspection')}
                    />
                    {choice.label}
                  </label>
                ))}
              </div>
              <FieldMessage id={id('inspection')} kind="error">
                {inspectionError}
              </FieldMessage>
            </fieldset>
          ) : null}
        </>
      )}

      <Button type="submit" size="lg">
        <CalendarCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        Check my deadline
      </Button>
    </ScriptOnlyForm>
  );
}
