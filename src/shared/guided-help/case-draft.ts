/**
 * A new case filled from the interview: the answers in plain words as its situation, the
 * signing date as its purchase date and the plan's urgency as its priority.
 */
import { englishText } from '../english-text';
import { optionLabel } from '../option-list';
import { formatLongDate } from '../rescission/dates';
import {
  exitCompanyOptions,
  keepUsingOptions,
  loanOptions,
  signedWhenOptions,
  signingPlaceOptions,
  triedOptions,
  yesNoOptions,
  type HelpAnswers,
} from './answers';
import type { ActionPlan } from './plan';

export interface CaseDraft {
  purchaseDate: string;
  situation: string;
  priority: 'urgent' | 'high' | 'medium';
}

const priorities = { urgent: 'urgent', 'check-now': 'high', normal: 'medium' } as const;

export function caseDraftFrom(answers: HelpAnswers, plan: ActionPlan): CaseDraft {
  // TODO(i18n): the case's language; the draft is stored text, in English for now.
  const label = (options: Parameters<typeof optionLabel>[0], value: string | undefined) =>
    value ? englishText(optionLabel(options, value)) : 'not answered';
  const lines = [
    'From the "What can I do?" interview:',
    `- Where I signed: ${label(signingPlaceOptions, answers.state)}`,
    `- When I signed: ${label(signedWhenOptions, answers.signedWhen)}${
      answers.signedOn ? ` (${formatLongDate(answers.signedOn)})` : ''
    }`,
    `- Keep using it: ${label(keepUsingOptions, answers.keepUsing)}`,
    `- Exit or resale company: ${label(exitCompanyOptions, answers.exitCompany)}${
      answers.exitCompanyName ? ` (${answers.exitCompanyName})` : ''
    }`,
    `- Unwanted calls: ${label(yesNoOptions, answers.unwantedCalls)}`,
    `- Loan: ${label(loanOptions, answers.loan)}`,
    `- Fees I think are wrong: ${label(yesNoOptions, answers.feeProblem)}`,
    `- Already tried: ${
      answers.tried?.map((value) => englishText(optionLabel(triedOptions, value))).join('; ') ??
      'not answered'
    }`,
    '',
    `My plan said: ${plan.headline}`,
  ];
  return {
    purchaseDate: answers.signedOn ?? '',
    situation: lines.join('\n'),
    priority: priorities[plan.urgency],
  };
}
