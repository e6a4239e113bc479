import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import {
  asksAboutInspection,
  findRule,
  usesDisclosureDate,
  usesReadyDate,
  type RescissionRule,
} from '@shared/rescission/rules';
import {
  futureDisclosureMessage,
  missingDisclosureMessage,
} from '@shared/rescission/deadline-messages';
import { showText } from '@shared/rescission/show-text';
import { stateNameOf, stateOptionsInData } from '@shared/rescission/state-options';
import { Button } from '@client/components/ui/button';
import { Field, FieldMessage, Input, Select } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { NOT_LISTED } from '../checker-values';
import { ScriptOnlyForm } from '@client/components/script-only-form';
import type { LightSchemaForm } from '@client/lib/use-light-schema-form';
import type { checkerSchema } from '../checker-schema';

const ID = 'deadline';
const id = (name: string) => `${ID}-${name}`;

const inspectionChoices = [
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
  { value: 'not-sure', label: msg`I am not sure` },
] as const;

function disclosureHint(rule: RescissionRule, i18n: I18n): string {
  if (rule.trigger === 'disclosure-receipt') {
    const state = i18n._(stateNameOf(rule));
    return i18n._(
      msg`${state} counts from this date. If you are not sure, enter the earliest day you may have received it.`,
    );
  }
  return i18n._(
    msg`If you received it on the day you signed, or you are not sure, you can leave this empty: we will then count from the day you signed.`,
  );
}

function disclosureLabel(rule: RescissionRule, i18n: I18n): string {
  const name = rule.disclosureName ? i18n._(rule.disclosureName) : null;
  return name
    ? i18n._(msg`Date you received the ${name}`)
    : i18n._(msg`Date you received the documents`);
}

export interface CheckerFormProps {
  form: LightSchemaForm<ReturnType<typeof checkerSchema>>;
  today: string;
  onSubmit: () => void;
}

function InspectionHint({ rule }: { rule: RescissionRule }) {
  const { i18n } = useLingui();
  const { days, daysWithoutInspection } = rule;
  const state = i18n._(stateNameOf(rule));
  return (
    <Trans>
      If you did not, {state} gives you {daysWithoutInspection} days instead of {days}.
    </Trans>
  );
}

/** Choose a state and enter the dates; the boxes a state's rule does not use stay hidden. */
export function CheckerForm({ form, today, onSubmit }: CheckerFormProps) {
  const { t, i18n } = useLingui();
  const {
    register,
    formState: { errors },
  } = form;
  const stateId = form.watch('stateId');
  const rule = stateId && stateId !== NOT_LISTED ? findRule(stateId) : undefined;
  const dateProps = { type: 'date', max: today, className: 'max-w-xs text-lg' } as const;
  // The schema's messages are descriptors' ids (`text()`): shown in the page's language, with
  // the state's name for its papers where the message has one.
  const withPapers = rule ? [futureDisclosureMessage(rule), missingDisclosureMessage(rule)] : [];
  const errorOf = (message: string | undefined) => {
    if (!message) return undefined;
    const descriptor = withPapers.find((candidate) => candidate.id === message);
    return descriptor ? showText(i18n, descriptor) : i18n._(message);
  };
  const inspectionError = errorOf(errors.inspection?.message);

  return (
    <ScriptOnlyForm
      needsScriptFor={t`The checker`}
      onSubmit={onSubmit}
      aria-label={t`Cancellation deadline checker`}
      className="space-y-7"
    >
      <Field
        id={id('state')}
        label={t`State`}
        hint={t`The state where you signed the contract or where the timeshare is. If those are different, or you are not sure, check both or ask us.`}
        error={errorOf(errors.stateId?.message)}
      >
        {(aria) => (
          <Select
            {...aria}
            {...register('stateId')}
            emptyOption={t`Choose a state`}
            options={stateOptionsInData.map((option) => ({
              value: option.value,
              label: i18n._(option.label),
            }))}
            className="max-w-md text-lg"
          >
            <option value={NOT_LISTED}>
              <Trans>My state is not listed</Trans>
            </option>
          </Select>
        )}
      </Field>

      {stateId === NOT_LISTED ? null : (
        <>
          <Field
            id={id('signedOn')}
            label={t`Date you signed the contract`}
            hint={t`Type the month, day and year, or pick the day from the calendar.`}
            error={errorOf(errors.signedOn?.message)}
          >
            {(aria) => <Input {...aria} {...dateProps} {...register('signedOn')} />}
          </Field>

          {rule && usesDisclosureDate(rule) ? (
            <Field
              id={id('disclosureOn')}
              label={disclosureLabel(rule, i18n)}
              optional={rule.trigger !== 'disclosure-receipt'}
              hint={disclosureHint(rule, i18n)}
              error={errorOf(errors.disclosureOn?.message)}
            >
              {(aria) => <Input {...aria} {...dateProps} {...register('disclosureOn')} />}
            </Field>
          ) : null}

          {rule && usesReadyDate(rule) ? (
            <Field
              id={id('readyOn')}
              label={t`Date the timeshare was ready for you to use`}
              optional
              hint={t`Leave this empty if it was ready when you signed, or if you are not sure.`}
              error={errorOf(errors.readyOn?.message)}
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
                <Trans>Did you inspect the timeshare in person before you signed?</Trans>
              </legend>
              <FieldMessage id={id('inspection')} kind="hint">
                <InspectionHint rule={rule} />
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
                    {i18n._(choice.label)}
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
        <Trans>Check my deadline</Trans>
      </Button>
    </ScriptOnlyForm>
  );
}
