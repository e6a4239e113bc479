import { z } from 'zod/mini';
import {
  communicationChannels,
  experienceLevels,
  onboardingHelpOptions,
  onboardingNotificationFrequencies,
  primaryGoals,
  timelines,
  urgencyLevels,
} from '../options';
import {
  choiceList,
  optionalChoice,
  optionalPhoneField,
  optionalText,
  requiredText,
} from './fields';

/** Requirements §3 "Onboarding answers"; only company and current situation are required (§5). */
export const onboardingAnswersSchema = z.object({
  phone: optionalPhoneField,
  timeshareCompany: requiredText('Timeshare company', 200),
  timeshareLocation: optionalText('Location', 200),
  purchaseDate: optionalText('Purchase date', 100),
  currentSituation: requiredText('Current situation', 5000),
  helpNeeded: z._default(choiceList(onboardingHelpOptions, 'Help needed'), []),
  urgencyLevel: optionalChoice(urgencyLevels, 'Please choose how urgent this is from the list.'),
  experienceLevel: optionalChoice(
    experienceLevels,
    'Please choose your experience level from the list.',
  ),
  previousAttempts: z.optional(z.boolean({ error: 'Previous attempts must be true or false.' })),
  preferredCommunication: optionalChoice(
    communicationChannels,
    'Please choose how we should contact you from the list.',
  ),
  notificationFrequency: optionalChoice(
    onboardingNotificationFrequencies,
    'Please choose how often we may e-mail you from the list.',
  ),
  primaryGoal: optionalChoice(primaryGoals, 'Please choose your main goal from the list.'),
  timeline: optionalChoice(timelines, 'Please choose a timeline from the list.'),
  additionalInfo: optionalText('Additional information', 5000),
});
export type OnboardingAnswersInput = z.input<typeof onboardingAnswersSchema>;
export type OnboardingAnswers = z.output<typeof onboardingAnswersSchema>;
