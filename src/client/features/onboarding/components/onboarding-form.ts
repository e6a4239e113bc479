import { text } from '@shared/i18n/text';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod/mini';
import { optionalChoice } from '@shared/contracts/fields';
import { onboardingAnswersSchema, type OnboardingAnswersInput } from '@shared/contracts/onboarding';
import { previousAttemptOptions } from '@shared/options';

/**
 * The wizard's form: the shared answers schema, except that "previous attempts" is a yes/no
 * choice on screen and becomes true/false when sent.
 */
export const onboardingFormSchema = z.extend(onboardingAnswersSchema, {
  previousAttempts: optionalChoice(
    previousAttemptOptions,
    text('Please choose an answer from the list.'),
  ),
});
export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;
export type OnboardingFormOutput = z.output<typeof onboardingFormSchema>;

export const emptyOnboardingForm = {
  phone: '',
  timeshareCompany: '',
  timeshareLocation: '',
  purchaseDate: '',
  currentSituation: '',
  helpNeeded: [],
  urgencyLevel: '',
  experienceLevel: '',
  previousAttempts: '',
  preferredCommunication: '',
  notificationFrequency: '',
  primaryGoal: '',
  timeline: '',
  additionalInfo: '',
} satisfies Required<OnboardingFormInput>;

export interface OnboardingStep {
  title: MessageDescriptor;
  fields: readonly FieldPath<OnboardingFormInput>[];
}

/** Requirements §2: the four steps and the answers each one asks for. */
export const onboardingSteps = [
  { title: msg`Personal Info`, fields: ['phone'] },
  {
    title: msg`Your Situation`,
    fields: [
      'timeshareCompany',
      'timeshareLocation',
      'purchaseDate',
      'currentSituation',
      'helpNeeded',
      'urgencyLevel',
    ],
  },
  {
    title: msg`Preferences`,
    fields: [
      'experienceLevel',
      'previousAttempts',
      'preferredCommunication',
      'notificationFrequency',
    ],
  },
  { title: msg`Goals`, fields: ['primaryGoal', 'timeline', 'additionalInfo'] },
] as const satisfies readonly OnboardingStep[];

export const ONBOARDING_STEP_COUNT = onboardingSteps.length;

/** The request body: yes/no becomes true/false and answers left empty are left out. */
export function toOnboardingAnswers(values: OnboardingFormOutput): OnboardingAnswersInput {
  const { previousAttempts, helpNeeded, ...rest } = values;
  const answers: OnboardingAnswersInput = {
    ...rest,
    helpNeeded: helpNeeded.length > 0 ? helpNeeded : undefined,
    previousAttempts: previousAttempts === undefined ? undefined : previousAttempts === 'yes',
  };
  return Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== undefined),
  ) as OnboardingAnswersInput;
}
