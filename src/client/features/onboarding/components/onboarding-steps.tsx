import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import {
  communicationChannels,
  experienceLevels,
  onboardingHelpOptions,
  onboardingNotificationFrequencies,
  previousAttemptOptions,
  primaryGoals,
  timelines,
  urgencyLevels,
} from '@shared/options';
import { FormCheckboxGroup } from '@client/components/form-checkbox-group';
import { Field, Input, Select, Textarea, type SelectOption } from '@client/components/ui/field';
import type { OnboardingFormInput, OnboardingFormOutput } from './onboarding-form';

export type OnboardingForm = UseFormReturn<OnboardingFormInput, unknown, OnboardingFormOutput>;

const id = (name: string) => ['onboarding', name].join('-');

type TextName =
  | 'phone'
  | 'timeshareCompany'
  | 'timeshareLocation'
  | 'purchaseDate'
  | 'currentSituation'
  | 'additionalInfo';

function TextField({
  form,
  name,
  label,
  hint,
  optional = false,
  multiline = false,
  type = 'text',
  autoComplete = 'off',
}: {
  form: OnboardingForm;
  name: TextName;
  label: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field id={id(name)} label={label} hint={hint} optional={optional} error={error}>
      {(aria) =>
        multiline ? (
          <Textarea {...aria} rows={5} {...form.register(name)} />
        ) : (
          <Input
            {...aria}
            type={type}
            inputMode={type === 'tel' ? 'tel' : undefined}
            autoComplete={autoComplete}
            {...form.register(name)}
          />
        )
      }
    </Field>
  );
}

type ChoiceName =
  | 'urgencyLevel'
  | 'experienceLevel'
  | 'previousAttempts'
  | 'preferredCommunication'
  | 'notificationFrequency'
  | 'primaryGoal'
  | 'timeline';

function ChoiceField({
  form,
  name,
  label,
  hint,
  options,
}: {
  form: OnboardingForm;
  name: ChoiceName;
  label: string;
  hint?: string;
  options: readonly SelectOption[];
}) {
  const { t } = useLingui();
  const error = form.formState.errors[name]?.message;
  return (
    <Field id={id(name)} label={label} hint={hint} optional error={error}>
      {(aria) => (
        <Select {...aria} emptyOption={t`Choose one`} options={options} {...form.register(name)} />
      )}
    </Field>
  );
}

export function PersonalInfoStep({ form }: { form: OnboardingForm }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <p className="text-lg text-ink-700">
        <Trans>
          A few short questions help us understand your situation. Only your timeshare company and
          your situation on the next step are needed; you can leave anything else empty.
        </Trans>
      </p>
      <TextField
        form={form}
        name="phone"
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        optional
        hint={t`We only use your phone number for urgent case updates and support.`}
      />
    </div>
  );
}

export function SituationStep({ form }: { form: OnboardingForm }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <TextField form={form} name="timeshareCompany" label={t`Timeshare company or resort`} />
      <TextField
        form={form}
        name="timeshareLocation"
        label={t`Where is the timeshare?`}
        hint={t`For example: Orlando, Florida.`}
        optional
      />
      <TextField
        form={form}
        name="purchaseDate"
        label={t`When did you buy it?`}
        hint={t`In any form, for example “June 2019” or “about 5 years ago”.`}
        optional
      />
      <TextField
        form={form}
        name="currentSituation"
        label={t`Your current situation`}
        hint={t`In your own words: what happened, what worries you, and what you would like to happen.`}
        multiline
      />
      <FormCheckboxGroup
        control={form.control}
        name="helpNeeded"
        id={id('helpNeeded')}
        legend={t`What help do you need?`}
        optional
        hint={t`Choose as many as you like.`}
        options={onboardingHelpOptions}
        columns={2}
      />
      <ChoiceField
        form={form}
        name="urgencyLevel"
        label={t`How urgent is this?`}
        options={urgencyLevels}
      />
    </div>
  );
}

export function PreferencesStep({ form }: { form: OnboardingForm }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <ChoiceField
        form={form}
        name="experienceLevel"
        label={t`Your experience level`}
        hint={t`How much you already know about leaving a timeshare.`}
        options={experienceLevels}
      />
      <ChoiceField
        form={form}
        name="previousAttempts"
        label={t`Have you tried to cancel before?`}
        options={previousAttemptOptions}
      />
      <ChoiceField
        form={form}
        name="preferredCommunication"
        label={t`How should we contact you?`}
        options={communicationChannels}
      />
      <ChoiceField
        form={form}
        name="notificationFrequency"
        label={t`How often would you like updates?`}
        options={onboardingNotificationFrequencies}
      />
    </div>
  );
}

export function GoalsStep({ form }: { form: OnboardingForm }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <ChoiceField
        form={form}
        name="primaryGoal"
        label={t`What is your main goal?`}
        options={primaryGoals}
      />
      <ChoiceField
        form={form}
        name="timeline"
        label={t`When would you like this resolved?`}
        options={timelines}
      />
      <TextField
        form={form}
        name="additionalInfo"
        label={t`Anything else we should know?`}
        multiline
        optional
      />
      <section
        aria-labelledby="onboarding-next-steps"
        className="flex items-start gap-3 rounded-xl border-2 border-brand-200 bg-brand-50 p-4"
      >
        <Clock aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h3 id="onboarding-next-steps" className="text-lg font-semibold text-ink-900">
            <Trans>What happens next</Trans>
          </h3>
          <p className="text-ink-700">
            <Trans>
              When you press Complete Setup, we open your first case. Our team reaches out within
              24-48 hours to talk about your options. You can follow your case on your dashboard at
              any time.
            </Trans>
          </p>
        </div>
      </section>
    </div>
  );
}
