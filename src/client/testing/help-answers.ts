import type { HelpAnswers } from '@shared/guided-help/answers';

/** Every question of "What can I do?" answered, for an owner who signed long ago and wants out. */
export function completeHelpAnswers(overrides: Partial<HelpAnswers> = {}): HelpAnswers {
  return {
    state: 'outside-us',
    signedWhen: 'earlier',
    keepUsing: 'leave',
    exitCompany: 'no',
    unwantedCalls: 'no',
    loan: 'no',
    feeProblem: 'no',
    tried: ['nothing'],
    ...overrides,
  };
}
