import { z } from 'zod/mini';
import {
  contentFormats,
  experienceLevels,
  helpTypes,
  notificationFrequencies,
  optionValues,
  preferredTopics,
  timeshareStatuses,
} from '../options';
import { choiceList } from './fields';

/** Spec §3 "User preferences" with the option lists of §9. */
export const userPreferencesSchema = z.object({
  timeshareStatus: z.enum(optionValues(timeshareStatuses), {
    error: 'Please choose your timeshare status from the list.',
  }),
  preferredTopics: choiceList(preferredTopics, 'Preferred topics'),
  experienceLevel: z.enum(optionValues(experienceLevels), {
    error: 'Please choose your experience level from the list.',
  }),
  previousCancellationAttempts: z.boolean({
    error: 'Previous cancellation attempts must be true or false.',
  }),
  helpTypePriority: choiceList(helpTypes, 'Help types'),
  contentFormatPreferences: choiceList(contentFormats, 'Content formats'),
  notificationFrequency: z.enum(optionValues(notificationFrequencies), {
    error: 'Please choose how often we may e-mail you from the list.',
  }),
});
export type UserPreferencesInput = z.input<typeof userPreferencesSchema>;
export type UserPreferences = z.output<typeof userPreferencesSchema>;

/** Spec §3/§4 defaults, used when a client has stored none. */
export const defaultUserPreferences: UserPreferences = {
  timeshareStatus: 'current_owner',
  preferredTopics: [],
  experienceLevel: 'beginner',
  previousCancellationAttempts: false,
  helpTypePriority: [],
  contentFormatPreferences: [],
  notificationFrequency: 'weekly',
};
