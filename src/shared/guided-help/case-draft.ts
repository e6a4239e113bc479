/**
 * A new case filled from the interview: the answers in plain words as its situation, the
 * signing date as its purchase date and the plan's urgency as its priority.
 */
import { text, type TextDescriptor } from '../i18n/text';
import { longDate } from '../rescission/show-text';
import {
  exitCompanyOptions,
  keepUsingOptions,
  loanOptions,
  signedWhenOptions,
  signingPlaceOptions,
  triedOptions,
  yesNoOptions,
  type AnswerOption,
  type HelpAnswers,
} from './answers';
import type { ActionPlan } from './plan';

export interface CaseDraft {
  purchaseDate: string;
  situation: string;
  priority: 'urgent' | 'high' | 'medium';
}

const priorities = { urgent: 'urgent', 'check-now': 'high', normal: 'medium' } as const;

const notAnswered = text('not answered');

/**
 * The draft, its words written by `show`: `(words) => showText(i18n, words)` in the reader's
 * language, or `englishText` where English is wanted.
 */
export function caseDraftFrom(
  answers: HelpAnswers,
  plan: ActionPlan,
  show: (words: TextDescriptor) => string,
): CaseDraft {
  const label = (options: readonly AnswerOption[], value: string | undefined) =>
    show(value ? labelOf(options, value) : notAnswered);
  const signedWhen = label(signedWhenOptions, answers.signedWhen);
  const exitCompany = label(exitCompanyOptions, answers.exitCompany);
  const lines = [
    show(text('From the "What can I do?" interview:')),
    show(text('- Where I signed: {place}', { place: label(signingPlaceOptions, answers.state) })),
    answers.signedOn
      ? show(
          text('- When I signed: {when} ({day})', {
            when: signedWhen,
            day: longDate(answers.signedOn),
          }),
        )
      : show(text('- When I signed: {when}', { when: signedWhen })),
    show(text('- Keep using it: {answer}', { answer: label(keepUsingOptions, answers.keepUsing) })),
    answers.exitCompanyName
      ? show(
          text('- Exit or resale company: {answer} ({company})', {
            answer: exitCompany,
            company: answers.exitCompanyName,
          }),
        )
      : show(text('- Exit or resale company: {answer}', { answer: exitCompany })),
    show(
      text('- Unwanted calls: {answer}', { answer: label(yesNoOptions, answers.unwantedCalls) }),
    ),
    show(text('- Loan: {answer}', { answer: label(loanOptions, answers.loan) })),
    show(
      text('- Fees I think are wrong: {answer}', {
        answer: label(yesNoOptions, answers.feeProblem),
      }),
    ),
    show(
      text('- Already tried: {answers}', {
        answers:
          answers.tried?.map((value) => label(triedOptions, value)).join('; ') ?? show(notAnswered),
      }),
    ),
    '',
    show(text('My plan said: {headline}', { headline: show(plan.headline) })),
  ];
  return {
    purchaseDate: answers.signedOn ?? '',
    situation: lines.join('\n'),
    priority: priorities[plan.urgency],
  };
}

/** The label of an answer, or the value itself when the list does not know it. */
function labelOf(options: readonly AnswerOption[], value: string): TextDescriptor {
  return options.find((option) => option.value === value)?.label ?? { id: value, message: value };
}
