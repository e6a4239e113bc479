/**
 * The "What can I do?" interview as data: the questions in the order they are asked, each with
 * the conditions under which it is asked. The next question is the first one after the current
 * whose conditions hold (walk.ts), so every branch is written here and nowhere else.
 */
import { text, type TextDescriptor } from '../i18n/text';
import {
  exitCompanyOptions,
  inspectionOptions,
  keepUsingOptions,
  loanOptions,
  signedWhenOptions,
  triedOptions,
  yesNoOptions,
  type AnswerOption,
  type HelpAnswers,
  type QuestionId,
} from './answers';

/** A condition on the answers given so far, or on the rescission rule of the chosen state. */
export type Condition =
  | { answer: QuestionId; oneOf: readonly string[] }
  | { answer: QuestionId; given: true }
  | {
      stateRule: 'in-data' | 'uses-disclosure-date' | 'uses-ready-date' | 'asks-about-inspection';
    };

interface QuestionBase {
  id: QuestionId;
  /** The question; `{papers}` stands for the papers the state's law names (promptFor). */
  prompt: TextDescriptor;
  /** A sentence under the question saying why we ask or how to answer. */
  hint?: TextDescriptor;
  /** Asked only when every condition holds. */
  askWhen?: readonly Condition[];
}

export type Question =
  | (QuestionBase & { kind: 'choice'; options: readonly AnswerOption[] })
  | (QuestionBase & { kind: 'multi'; options: readonly AnswerOption[]; noneValue: string })
  | (QuestionBase & { kind: 'state' })
  | (QuestionBase & { kind: 'date'; skipLabel: TextDescriptor })
  | (QuestionBase & { kind: 'text'; skipLabel: TextDescriptor; label: TextDescriptor });

/** The questions whose answer may still leave the cancellation period open. */
const mayStillCancel: Condition[] = [
  { stateRule: 'in-data' },
  { answer: 'signedWhen', oneOf: ['last-30-days', 'not-sure'] },
];
const gaveSigningDate: Condition = { answer: 'signedOn', given: true };

export const questions: readonly Question[] = [
  {
    id: 'state',
    kind: 'state',
    prompt: text('Where did you sign your timeshare contract?'),
    hint: text(
      'The law of the state where you signed usually decides how long you have to cancel. Choose the state named in your contract if you are not sure.',
    ),
  },
  {
    id: 'signedWhen',
    kind: 'choice',
    prompt: text('When did you sign it?'),
    hint: text(
      'A new buyer can cancel for a few days after signing. We ask so we can tell you whether that may still be possible.',
    ),
    options: signedWhenOptions,
  },
  {
    id: 'signedOn',
    kind: 'date',
    prompt: text('On what date did you sign the contract?'),
    hint: text('It is printed near your signature on the contract.'),
    skipLabel: text('I do not know the date'),
    askWhen: mayStillCancel,
  },
  {
    id: 'disclosureOn',
    kind: 'date',
    prompt: text('On what date did you receive the {papers}?'),
    hint: text(
      'In your state the time to cancel can start later if you received these papers after you signed.',
    ),
    skipLabel: text('Skip: I received it when I signed, or I do not know'),
    askWhen: [...mayStillCancel, gaveSigningDate, { stateRule: 'uses-disclosure-date' }],
  },
  {
    id: 'readyOn',
    kind: 'date',
    prompt: text('On what date was the timeshare ready for you to use?'),
    hint: text('In Maryland the time to cancel can start when the timeshare is ready to use.'),
    skipLabel: text('Skip: it is not ready yet, or I do not know'),
    askWhen: [...mayStillCancel, gaveSigningDate, { stateRule: 'uses-ready-date' }],
  },
  {
    id: 'inspection',
    kind: 'choice',
    prompt: text('Did you see the timeshare in person before you signed?'),
    hint: text('In Tennessee a buyer who did not see it first has longer to cancel.'),
    options: inspectionOptions,
    askWhen: [...mayStillCancel, gaveSigningDate, { stateRule: 'asks-about-inspection' }],
  },
  {
    id: 'keepUsing',
    kind: 'choice',
    prompt: text('Do you want to keep using the timeshare?'),
    options: keepUsingOptions,
  },
  {
    id: 'exitCompany',
    kind: 'choice',
    prompt: text(
      'Has a company offered to get you out of your timeshare, or to sell it, for a fee?',
    ),
    hint: text(
      'Many owners are called by "exit" or resale companies. Tell us even if you are not sure about them.',
    ),
    options: exitCompanyOptions,
  },
  {
    id: 'exitCompanyName',
    kind: 'text',
    prompt: text('What is the name of that company?'),
    hint: text('We put it in your letters and complaints. You can leave it out.'),
    label: text('Company name'),
    skipLabel: text('Skip: I do not know the name'),
    askWhen: [{ answer: 'exitCompany', oneOf: ['paid', 'asked'] }],
  },
  {
    id: 'unwantedCalls',
    kind: 'choice',
    prompt: text('Do sales or exit companies keep calling you when you do not want them to?'),
    options: yesNoOptions,
  },
  {
    id: 'loan',
    kind: 'choice',
    prompt: text('Do you have a loan for the timeshare?'),
    options: loanOptions,
  },
  {
    id: 'feeProblem',
    kind: 'choice',
    prompt: text(
      'Are you being charged fees you think are wrong, such as maintenance fees or special assessments?',
    ),
    options: yesNoOptions,
  },
  {
    id: 'tried',
    kind: 'multi',
    prompt: text('What have you already tried?'),
    hint: text('Choose all that apply.'),
    options: triedOptions,
    noneValue: 'nothing',
  },
];

export function questionById(id: QuestionId): Question {
  const question = questions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question;
}

export type { HelpAnswers };
