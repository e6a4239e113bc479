import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@client/lib/toast';
import {
  offeredContentFormats,
  userPreferencesSchema,
  type UserPreferences,
  type UserPreferencesInput,
} from '@shared/contracts/preferences';
import {
  experienceLevels,
  helpTypes,
  notificationFrequencies,
  preferredTopics,
  timeshareStatuses,
} from '@shared/options';
import { CheckboxRow } from '@client/components/checkbox-row';
import { FormCheckboxGroup } from '@client/components/form-checkbox-group';
import { FormNotice } from '@client/components/form-status';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { RegionCard } from '@client/components/region-card';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import type { CheckboxOption } from '@client/components/ui/checkbox-group';
import { Field, Select } from '@client/components/ui/field';
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';

const ID = 'preferences';
const id = (name: string) => `${ID}-${name}`;

/** The card, named by its heading. */
function PreferencesRegion({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <RegionCard headingId="preferences-heading" heading={t`Your Preferences`}>
      {children}
    </RegionCard>
  );
}

type ListField = 'preferredTopics' | 'helpTypePriority' | 'contentFormatPreferences';

function ChoiceList({
  control,
  name,
  legend,
  options,
  hint,
}: {
  control: Control<UserPreferencesInput, unknown, UserPreferences>;
  name: ListField;
  legend: string;
  options: readonly CheckboxOption[];
  hint?: string;
}) {
  const { t } = useLingui();
  return (
    <FormCheckboxGroup
      control={control}
      name={name}
      id={id(name)}
      legend={legend}
      hint={hint ?? t`Choose as many as you like.`}
      options={options}
    />
  );
}

function PreferencesForm({ userId, initial }: { userId: string; initial: UserPreferences }) {
  const { t } = useLingui();
  const mutation = useSavePreferences(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(userPreferencesSchema, initial);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const busy = mutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t`Preferences Saved`, {
          description: t`We will use them to suggest guides that fit you.`,
        });
        form.reset(saved);
      },
      onError: (error) => {
        const message = error.message || t`Failed to save preferences.`;
        toast.error(t`Error`, { description: message });
        setFailure(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Field
        id={id('timeshareStatus')}
        label={t`Timeshare status`}
        error={errors.timeshareStatus?.message}
      >
        {(aria) => (
          <Select {...aria} options={timeshareStatuses} {...register('timeshareStatus')} />
        )}
      </Field>
      <Field
        id={id('experienceLevel')}
        label={t`Experience level`}
        hint={t`How much you already know about leaving a timeshare.`}
        error={errors.experienceLevel?.message}
      >
        {(aria) => <Select {...aria} options={experienceLevels} {...register('experienceLevel')} />}
      </Field>
      <CheckboxRow
        id={id('previousCancellationAttempts')}
        label={t`I have tried to cancel my timeshare before`}
        {...register('previousCancellationAttempts')}
      />
      <Field
        id={id('notificationFrequency')}
        label={t`Notification frequency`}
        hint={t`How often we may e-mail you about your cases and new guides.`}
        error={errors.notificationFrequency?.message}
      >
        {(aria) => (
          <Select
            {...aria}
            options={notificationFrequencies}
            {...register('notificationFrequency')}
          />
        )}
      </Field>
      <ChoiceList
        control={control}
        name="preferredTopics"
        legend={t`Topics you are interested in`}
        options={preferredTopics}
      />
      <ChoiceList
        control={control}
        name="helpTypePriority"
        legend={t`Kinds of help you want`}
        options={helpTypes}
      />
      <ChoiceList
        control={control}
        name="contentFormatPreferences"
        legend={t`How you like to learn`}
        options={offeredContentFormats}
        // The formats of comingLaterContentFormats (@shared/contracts/preferences), in words.
        hint={t`Choose as many as you like. Coming later: Video Content and Expert Interviews.`}
      />
      {failure ? (
        <FormNotice tone="error" title={t`Your choices were not saved.`} message={failure}>
          <p>
            <Trans>Your choices are still here, so you can try again.</Trans>
          </p>
        </FormNotice>
      ) : null}
      <SubmitButton busy={busy} busyLabel={t`Saving...`} icon={Save} size="md" className="w-full">
        <Trans>Save Preferences</Trans>
      </SubmitButton>
    </form>
  );
}

/** Requirements §2 Preferences card: the seven recommendation preferences, loaded and saved whole. */
export function PreferencesCard({ userId }: { userId: string }) {
  const { t } = useLingui();
  const preferences = usePreferences(userId);
  return (
    <PreferencesRegion>
      <p className="text-ink-700">
        <Trans>
          Tell us about your situation and what you would like to learn. We use this to suggest
          guides for you.
        </Trans>
      </p>
      {preferences.isPending ? (
        <LoadingMessage label={t`Loading your preferences`} />
      ) : preferences.isError ? (
        <LoadFailed
          title={t`We could not load your preferences.`}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <PreferencesForm userId={userId} initial={preferences.data} />
      )}
    </PreferencesRegion>
  );
}

/** Requirements §2: signed out, the preferences card asks the visitor to sign in. */
export function PreferencesSignInCard() {
  return (
    <PreferencesRegion>
      <p className="text-ink-700">
        <Trans>
          Please sign in to choose your preferences. We use them to suggest guides that fit your
          situation.
        </Trans>
      </p>
      <Button variant="outline" asChild className="no-underline">
        <Link to={paths.auth.getHref()}>
          <Trans>Sign In</Trans>
        </Link>
      </Button>
    </PreferencesRegion>
  );
}
