/**
 * What a person answers in the "What can I do?" interview. Every answer is optional: the
 * interview fills them one question at a time, and a plan is built once every question that
 * applies (questions.ts) has one.
 */
import { text, type TextDescriptor } from '../i18n/text';
import { stateOptionsInData } from '../rescission/state-options';

/**
 * An answer to choose: the value stored and the words people read, shown with
 * `i18n._(option.label)` (the same shape as an option list's Option).
 */
export interface AnswerOption<Value extends string = string> {
  readonly value: Value;
  readonly label: TextDescriptor;
}

/** The values of a list of answers, as a non-empty tuple. */
function valuesOf<Value extends string>(
  options: readonly AnswerOption<Value>[],
): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

/** Where the contract was signed, besides the states in our rescission data. */
export const OTHER_US_STATE = 'other-us-state';
export const OUTSIDE_US = 'outside-us';

/**
 * What "recently" means in the interview: longer than every period in our data (at most 15
 * days, or 9 business days), so nobody whose period may be open is told it has passed.
 */
export const RECENT_PURCHASE_DAYS = 30;

export const signedWhenOptions = [
  { value: 'last-30-days', label: text('In the last {days} days', { days: RECENT_PURCHASE_DAYS }) },
  { value: 'earlier', label: text('More than {days} days ago', { days: RECENT_PURCHASE_DAYS }) },
  { value: 'not-sure', label: text('I am not sure') },
] as const satisfies readonly AnswerOption[];

export const inspectionOptions = [
  { value: 'yes', label: text('Yes') },
  { value: 'no', label: text('No') },
  { value: 'not-sure', label: text('I am not sure') },
] as const satisfies readonly AnswerOption[];

export const keepUsingOptions = [
  { value: 'leave', label: text('No, I want to get out of it') },
  { value: 'keep', label: text('Yes, I want to keep it but fix a problem') },
  { value: 'not-sure', label: text('I have not decided') },
] as const satisfies readonly AnswerOption[];

export const exitCompanyOptions = [
  { value: 'paid', label: text('Yes, and I paid them') },
  { value: 'asked', label: text('Yes, they asked me to pay, but I have not paid') },
  { value: 'no', label: text('No') },
] as const satisfies readonly AnswerOption[];

export const yesNoOptions = [
  { value: 'yes', label: text('Yes') },
  { value: 'no', label: text('No') },
] as const satisfies readonly AnswerOption[];

export const loanOptions = [
  { value: 'yes', label: text('Yes') },
  { value: 'no', label: text('No, it is paid for') },
  { value: 'not-sure', label: text('I am not sure') },
] as const satisfies readonly AnswerOption[];

export const triedOptions = [
  { value: 'contacted-resort', label: text('I wrote to or called the resort or developer') },
  { value: 'agency-complaint', label: text('I complained to a government agency') },
  { value: 'attorney', label: text('I talked to an attorney') },
  { value: 'exit-company', label: text('I hired an exit or resale company') },
  { value: 'nothing', label: text('Nothing yet') },
] as const satisfies readonly AnswerOption[];

type ValueOf<T extends readonly AnswerOption[]> = T[number]['value'];

export interface HelpAnswers {
  /** A rescission rule id ('florida'), OTHER_US_STATE or OUTSIDE_US. */
  state?: string;
  signedWhen?: ValueOf<typeof signedWhenOptions>;
  /** YYYY-MM-DD, or '' when the person does not know the date. */
  signedOn?: string;
  /** YYYY-MM-DD, or '' when skipped. */
  disclosureOn?: string;
  /** YYYY-MM-DD, or '' when skipped (Maryland). */
  readyOn?: string;
  inspection?: ValueOf<typeof inspectionOptions>;
  keepUsing?: ValueOf<typeof keepUsingOptions>;
  exitCompany?: ValueOf<typeof exitCompanyOptions>;
  /** The exit or resale company's name, or '' when skipped. */
  exitCompanyName?: string;
  unwantedCalls?: ValueOf<typeof yesNoOptions>;
  loan?: ValueOf<typeof loanOptions>;
  feeProblem?: ValueOf<typeof yesNoOptions>;
  tried?: ValueOf<typeof triedOptions>[];
}

export type QuestionId = keyof HelpAnswers;

/** The longest name of a company a person may type. */
export const COMPANY_NAME_MAX = 120;

export const allowedValues = {
  signedWhen: valuesOf(signedWhenOptions),
  inspection: valuesOf(inspectionOptions),
  keepUsing: valuesOf(keepUsingOptions),
  exitCompany: valuesOf(exitCompanyOptions),
  unwantedCalls: valuesOf(yesNoOptions),
  loan: valuesOf(loanOptions),
  feeProblem: valuesOf(yesNoOptions),
  tried: valuesOf(triedOptions),
};

/** The answers to "Where did you sign?" besides the states in our data. */
export const placesBeyondData = [
  { value: OTHER_US_STATE, label: text('Another US state') },
  { value: OUTSIDE_US, label: text('Outside the United States') },
] as const satisfies readonly AnswerOption[];

/** Every answer to "Where did you sign?": the states in our data, then the places beyond it. */
export const signingPlaceOptions: readonly AnswerOption[] = [
  ...stateOptionsInData,
  ...placesBeyondData,
];
