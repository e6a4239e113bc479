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
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/**
 * Formats of the spec's list we have no content in yet (issue 15). They stay in the list but
 * are not offered: the preferences form names them as coming later and the server refuses
 * them. See docs/spec-deviations.md.
 */
export const comingLaterContentFormats: readonly string[] = ['Video Content', 'Expert Interviews'];

/** The formats a client can choose: those we have content in. */
export const offeredContentFormats = contentFormats.filter(
  (format) => !comingLaterContentFormats.includes(format.value),
);

/** Requirements §3 "User preferences" with the option lists of §9. */
export const userPreferencesSchema = z.object({
  timeshareStatus: z.enum(optionValues(timeshareStatuses), {
    error: english(text('Please choose your timeshare status from the list.')),
  }),
  preferredTopics: choiceList(
    preferredTopics,
    text('Preferred topics has a choice that is not offered.'),
  ),
  experienceLevel: z.enum(optionValues(experienceLevels), {
    error: english(text('Please choose your experience level from the list.')),
  }),
  previousCancellationAttempts: z.boolean({
    error: english(text('Previous cancellation attempts must be true or false.')),
  }),
  helpTypePriority: choiceList(helpTypes, text('Help types has a choice that is not offered.')),
  contentFormatPreferences: choiceList(
    offeredContentFormats,
    text('Content formats has a choice that is not offered.'),
  ),
  notificationFrequency: z.enum(optionValues(notificationFrequencies), {
    error: english(text('Please choose how often we may e-mail you from the list.')),
  }),
});
export type UserPreferencesInput = z.input<typeof userPreferencesSchema>;
export type UserPreferences = z.output<typeof userPreferencesSchema>;

/** Requirements §3/§4 defaults, used when a client has stored none. */
export const defaultUserPreferences: UserPreferences = {
  timeshareStatus: 'current_owner',
  preferredTopics: [],
  experienceLevel: 'beginner',
  previousCancellationAttempts: false,
  helpTypePriority: [],
  contentFormatPreferences: [],
  notificationFrequency: 'weekly',
};
