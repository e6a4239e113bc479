/**
 * Answers read back from somewhere we do not control (the browser's storage, a request body):
 * only known questions with allowed values are kept, and only those that still apply.
 * Plain code rather than a schema, so the interview page does not load zod to resume.
 */
import { isIsoDate } from '../rescission/dates';
import { findRule } from '../rescission/rules';
import {
  COMPANY_NAME_MAX,
  OTHER_US_STATE,
  OUTSIDE_US,
  allowedValues,
  type HelpAnswers,
} from './answers';
import { keepApplicableAnswers } from './walk';

export function isStateAnswer(value: string): boolean {
  return value === OTHER_US_STATE || value === OUTSIDE_US || findRule(value) !== undefined;
}

const choiceIds = Object.keys(allowedValues).filter((id) => id !== 'tried') as (keyof Omit<
  typeof allowedValues,
  'tried'
>)[];
const dateIds = ['signedOn', 'disclosureOn', 'readyOn'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The valid answers in `value`; anything else is dropped, never guessed. */
export function parseAnswers(value: unknown): HelpAnswers {
  if (!isRecord(value)) return {};
  const answers: Record<string, unknown> = {};
  if (typeof value.state === 'string' && isStateAnswer(value.state)) answers.state = value.state;
  for (const id of choiceIds) {
    const given = value[id];
    if (typeof given === 'string' && (allowedValues[id] as readonly string[]).includes(given)) {
      answers[id] = given;
    }
  }
  for (const id of dateIds) {
    const given = value[id];
    if (given === '' || (typeof given === 'string' && isIsoDate(given))) answers[id] = given;
  }
  if (typeof value.exitCompanyName === 'string') {
    answers.exitCompanyName = value.exitCompanyName.slice(0, COMPANY_NAME_MAX);
  }
  if (Array.isArray(value.tried)) {
    const tried = value.tried.filter(
      (item): item is string =>
        typeof item === 'string' && (allowedValues.tried as readonly string[]).includes(item),
    );
    if (tried.length > 0) answers.tried = [...new Set(tried)];
  }
  return keepApplicableAnswers(answers as HelpAnswers);
}
