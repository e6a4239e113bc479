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
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/** Requirements §3 "Onboarding answers"; only company and current situation are required (§5). */
export const onboardingAnswersSchema = z.object({
  phone: optionalPhoneField,
  timeshareCompany: requiredText(
    text('Timeshare company is required.'),
    text('Timeshare company must be {max} characters or fewer.'),
    200,
  ),
  timeshareLocation: optionalText(text('Location must be {max} characters or fewer.'), 200),
  purchaseDate: optionalText(text('Purchase date must be {max} characters or fewer.'), 100),
  currentSituation: requiredText(
    text('Current situation is required.'),
    text('Current situation must be {max} characters or fewer.'),
    5000,
  ),
  helpNeeded: z._default(
    choiceList(onboardingHelpOptions, text('Help needed has a choice that is not offered.')),
    [],
  ),
  urgencyLevel: optionalChoice(
    urgencyLevels,
    text('Please choose how urgent this is from the list.'),
  ),
  experienceLevel: optionalChoice(
    experienceLevels,
    text('Please choose your experience level from the list.'),
  ),
  previousAttempts: z.optional(
    z.boolean({ error: english(text('Previous attempts must be true or false.')) }),
  ),
  preferredCommunication: optionalChoice(
    communicationChannels,
    text('Please choose how we should contact you from the list.'),
  ),
  notificationFrequency: optionalChoice(
    onboardingNotificationFrequencies,
    text('Please choose how often we may e-mail you from the list.'),
  ),
  primaryGoal: optionalChoice(primaryGoals, text('Please choose your main goal from the list.')),
  timeline: optionalChoice(timelines, text('Please choose a timeline from the list.')),
  additionalInfo: optionalText(
    text('Additional information must be {max} characters or fewer.'),
    5000,
  ),
});
export type OnboardingAnswersInput = z.input<typeof onboardingAnswersSchema>;
export type OnboardingAnswers = z.output<typeof onboardingAnswersSchema>;
