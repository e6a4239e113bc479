import type { OnboardingAnswers } from './contracts/onboarding';
import type { UserPreferences } from './contracts/preferences';
import type { onboardingHelpOptions } from './options';

/*
 * The one mapping from the onboarding wizard's answers to the client's preferences (issue 15:
 * "What help do you need?" used to be dropped). The wizard and the preferences keep the spec's
 * own option lists (requirements §9); this file translates between them.
 */

type HelpNeeded = (typeof onboardingHelpOptions)[number]['value'];
type Topic = UserPreferences['preferredTopics'][number];
type HelpType = UserPreferences['helpTypePriority'][number];

/** What each answer to "What help do you need?" means in the preferences' lists. */
export const helpNeededPreferences: Record<HelpNeeded, { topics: Topic[]; helpTypes: HelpType[] }> =
  {
    'Timeshare Cancellation': {
      topics: ['Cancellation Strategies', 'Rescission Rights', 'Timeline Management'],
      helpTypes: ['Step-by-Step Guides', 'Document Templates'],
    },
    'Contract Review': {
      topics: ['Contract Analysis', 'Legal Rights'],
      helpTypes: ['Legal Guidance', 'Educational Materials'],
    },
    'Financial Recovery': {
      topics: ['Financial Impact', 'Scam Prevention'],
      helpTypes: ['Financial Planning'],
    },
    'Legal Consultation': {
      topics: ['Attorney Resources', 'Legal Rights', 'State Regulations'],
      helpTypes: ['Attorney Referrals', 'Legal Guidance'],
    },
    'Documentation Help': {
      topics: ['Documentation'],
      helpTypes: ['Document Templates', 'Step-by-Step Guides'],
    },
    'Negotiation Support': {
      topics: ['Cancellation Strategies', 'Legal Rights'],
      helpTypes: ['Legal Guidance', 'Attorney Referrals'],
    },
  };

const notificationFrequencyOf: Record<
  NonNullable<OnboardingAnswers['notificationFrequency']>,
  UserPreferences['notificationFrequency']
> = {
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  // "Only major updates" is the least frequent e-mail that still arrives.
  major: 'monthly',
};

/** The values of every chosen answer, each once, in the order first met. */
function union<Value extends string>(lists: readonly (readonly Value[])[]): Value[] {
  return [...new Set(lists.flat())];
}

/** The preferences the wizard's answers imply; fields not answered keep their value. */
export function preferencesFromOnboarding(answers: OnboardingAnswers): Partial<UserPreferences> {
  const changes: Partial<UserPreferences> = {};
  if (answers.experienceLevel) changes.experienceLevel = answers.experienceLevel;
  if (answers.previousAttempts !== undefined) {
    changes.previousCancellationAttempts = answers.previousAttempts;
  }
  if (answers.notificationFrequency) {
    changes.notificationFrequency = notificationFrequencyOf[answers.notificationFrequency];
  }
  if (answers.helpNeeded.length > 0) {
    const mapped = answers.helpNeeded.map((help) => helpNeededPreferences[help]);
    changes.preferredTopics = union(mapped.map((entry) => entry.topics));
    changes.helpTypePriority = union(mapped.map((entry) => entry.helpTypes));
  }
  return changes;
}
