/**
 * Walking the question graph: which questions apply to the answers given so far, which one comes
 * next, and which answers no longer count after an earlier answer changed.
 */
import { text, type TextDescriptor } from '../i18n/text';
import { isIsoDate } from '../rescission/dates';
import {
  asksAboutInspection,
  findRule,
  usesDisclosureDate,
  usesReadyDate,
  type RescissionRule,
} from '../rescission/rules';
import type { HelpAnswers, QuestionId } from './answers';
import { questions, type Condition, type Question } from './questions';

function ruleHolds(
  rule: RescissionRule | undefined,
  test: Extract<Condition, { stateRule: string }>,
): boolean {
  if (!rule) return false;
  switch (test.stateRule) {
    case 'in-data':
      return true;
    case 'uses-disclosure-date':
      return usesDisclosureDate(rule);
    case 'uses-ready-date':
      return usesReadyDate(rule);
    case 'asks-about-inspection':
      return asksAboutInspection(rule);
  }
}

function holds(condition: Condition, answers: HelpAnswers): boolean {
  if ('stateRule' in condition) return ruleHolds(findRule(answers.state ?? ''), condition);
  const value = answers[condition.answer];
  if ('given' in condition) return typeof value === 'string' && value !== '';
  return typeof value === 'string' && condition.oneOf.includes(value);
}

export function applies(question: Question, answers: HelpAnswers): boolean {
  return (question.askWhen ?? []).every((condition) => holds(condition, answers));
}

/** The questions asked of this person, in order, as far as their answers so far decide. */
export function questionPath(answers: HelpAnswers): Question[] {
  return questions.filter((question) => applies(question, answers));
}

export function isAnswered(question: Question, answers: HelpAnswers): boolean {
  return answers[question.id] !== undefined;
}

/** The first question that applies and has no answer; null when the plan can be made. */
export function nextQuestion(answers: HelpAnswers): Question | null {
  return questionPath(answers).find((question) => !isAnswered(question, answers)) ?? null;
}

/** The question asked before `id` on this person's path, or null at the first question. */
export function previousQuestion(id: QuestionId, answers: HelpAnswers): Question | null {
  const path = questionPath(answers);
  const index = path.findIndex((question) => question.id === id);
  return index > 0 ? path[index - 1]! : null;
}

/** The answers to questions that still apply: a changed answer can close a branch. */
export function keepApplicableAnswers(answers: HelpAnswers): HelpAnswers {
  let kept = answers;
  // Dropping one answer can close a later branch, so repeat until nothing changes.
  for (;;) {
    const path = new Set(questionPath(kept).map((question) => question.id));
    const next = Object.fromEntries(
      Object.entries(kept).filter(([id]) => path.has(id as QuestionId)),
    ) as HelpAnswers;
    if (Object.keys(next).length === Object.keys(kept).length) return next;
    kept = next;
  }
}

/** How far along the person is: questions answered of those that apply so far. */
export function progress(answers: HelpAnswers): { answered: number; total: number } {
  const path = questionPath(answers);
  return {
    answered: path.filter((question) => isAnswered(question, answers)).length,
    total: path.length,
  };
}

/** Whether every question that applies has an answer. */
export function isComplete(answers: HelpAnswers): boolean {
  return nextQuestion(answers) === null;
}

/** The question's words for this person (the state's name for its papers). */
export function promptFor(question: Question, answers: HelpAnswers): TextDescriptor {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the message's placeholder
  if (!question.prompt.message.includes('{papers}')) return question.prompt;
  const papers =
    findRule(answers.state ?? '')?.disclosureName ?? text('papers about your purchase');
  return { ...question.prompt, values: { papers } };
}

// The problems with a date are message ids (their English text), shown with `i18n._(problem)`.
export const INCOMPLETE_DATE = text('Please enter the date with the month, day and year.').id;
export const FUTURE_DATE = text('This date cannot be in the future.').id;

/** A date answer is a real day, not after today; '' means the person skipped it. */
export function dateAnswerError(value: string, today: string): string | null {
  if (value === '') return null;
  if (!isIsoDate(value)) return INCOMPLETE_DATE;
  if (value > today) return FUTURE_DATE;
  return null;
}
