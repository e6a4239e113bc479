import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  userPreferencesSchema,
  type UserPreferences,
  type UserPreferencesInput,
} from '@shared/contracts/preferences';
import {
  contentFormats,
  experienceLevels,
  helpTypes,
  notificationFrequencies,
  preferredTopics,
  timeshareStatuses,
} from '@shared/options';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckboxGroup, type CheckboxOption } from '@client/components/ui/checkbox-group';
import { Field, fieldAria, Select } from '@client/components/ui/field';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';

export const PREFERENCES_SAVED_TITLE = 'Preferences Saved';
const SAVE_FAILED_MESSAGE = 'Failed to save preferences.';

const ID = 'preferences';
const id = (name: string) => `${ID}-${name}`;

function CardHeading() {
  return (
    <h2 id="preferences-heading" className="text-2xl font-bold text-ink-900">
      Your Preferences
    </h2>
  );
}

type ListField = 'preferredTopics' | 'helpTypePriority' | 'contentFormatPreferences';

function ChoiceList({
  control,
  name,
  legend,
  options,
}: {
  control: Control<UserPreferencesInput, unknown, UserPreferences>;
  name: ListField;
  legend: string;
  options: readonly CheckboxOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          id={id(name)}
          name={field.name}
          legend={legend}
          hint="Choose as many as you like."
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function PreferencesForm({ userId, initial }: { userId: string; initial: UserPreferences }) {
  const mutation = useSavePreferences(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UserPreferencesInput, unknown, UserPreferences>({
    resolver: zodResolver(userPreferencesSchema),
    defaultValues: initial,
    shouldFocusError: true,
  });
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
        toast.success(PREFERENCES_SAVED_TITLE, {
          description: 'We will use them to suggest guides that fit you.',
        });
        form.reset(saved);
      },
      onError: (error) => {
        const message = error.message || SAVE_FAILED_MESSAGE;
        toast.error('Error', { description: message });
        setFailure(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Field
        id={id('timeshareStatus')}
        label="Timeshare status"
        error={errors.timeshareStatus?.message}
      >
        <Select
          {...fieldAria(id('timeshareStatus'), errors.timeshareStatus?.message)}
          {...register('timeshareStatus')}
        >
          {timeshareStatuses.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={id('experienceLevel')}
        label="Experience level"
        hint="How much you already know about leaving a timeshare."
        error={errors.experienceLevel?.message}
      >
        <Select
          {...fieldAria(id('experienceLevel'), errors.experienceLevel?.message, true)}
          {...register('experienceLevel')}
        >
          {experienceLevels.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <label
        htmlFor={id('previousCancellationAttempts')}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 font-semibold text-ink-900 hover:bg-brand-50"
      >
        <input
          id={id('previousCancellationAttempts')}
          type="checkbox"
          className="h-6 w-6 shrink-0 cursor-pointer accent-brand-700"
          {...register('previousCancellationAttempts')}
        />
        <span>I have tried to cancel my timeshare before</span>
      </label>
      <Field
        id={id('notificationFrequency')}
        label="Notification frequency"
        hint="How often we may e-mail you about your cases and new guides."
        error={errors.notificationFrequency?.message}
      >
        <Select
          {...fieldAria(id('notificationFrequency'), errors.notificationFrequency?.message, true)}
          {...register('notificationFrequency')}
        >
          {notificationFrequencies.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <ChoiceList
        control={control}
        name="preferredTopics"
        legend="Topics you are interested in"
        options={preferredTopics}
      />
      <ChoiceList
        control={control}
        name="helpTypePriority"
        legend="Kinds of help you want"
        options={helpTypes}
      />
      <ChoiceList
        control={control}
        name="contentFormatPreferences"
        legend="How you like to learn"
        options={contentFormats}
      />
      {failure ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            <span className="font-semibold">Your choices were not saved.</span> {failure} Your
            choices are still here, so you can try again.
          </span>
        </p>
      ) : null}
      <Button
        type="submit"
        aria-disabled={busy || undefined}
        className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <Save aria-hidden="true" className="h-5 w-5" />
        )}
        {busy ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}

/** Spec §2 Preferences card: the seven recommendation preferences, loaded and saved whole. */
export function PreferencesCard({ userId }: { userId: string }) {
  const preferences = usePreferences(userId);
  return (
    <Card aria-labelledby="preferences-heading" role="region" className="space-y-4">
      <CardHeading />
      <p className="text-ink-700">
        Tell us about your situation and what you would like to learn. We use this to suggest guides
        for you.
      </p>
      {preferences.isPending ? (
        <div className="flex items-center gap-3 text-ink-700">
          <Spinner label="Loading your preferences" />
          <span aria-hidden="true">Loading your preferences…</span>
        </div>
      ) : preferences.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-red-900">We could not load your preferences.</p>
          <p className="text-red-900">{preferences.error.message}</p>
          <Button variant="outline" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <PreferencesForm userId={userId} initial={preferences.data} />
      )}
    </Card>
  );
}

/** Spec §2: signed out, the preferences card asks the visitor to sign in. */
export function PreferencesSignInCard() {
  return (
    <Card aria-labelledby="preferences-heading" role="region" className="space-y-4">
      <CardHeading />
      <p className="text-ink-700">
        Please sign in to choose your preferences. We use them to suggest guides that fit your
        situation.
      </p>
      <Button variant="outline" asChild className="no-underline">
        <Link to={paths.auth.getHref()}>Sign In</Link>
      </Button>
    </Card>
  );
}
