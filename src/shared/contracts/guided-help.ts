import { z } from 'zod/mini';
import {
  COMPANY_NAME_MAX,
  allowedValues,
  signingPlaceOptions,
  type HelpAnswers,
} from '../guided-help/answers';
import { isIsoDate } from '../rescission/dates';
import { optionValues } from '../option-list';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

const stateAnswers = optionValues(signingPlaceOptions);

const dateAnswer = (label: string) =>
  z.optional(
    z.string().check(
      z.refine((value) => value === '' || isIsoDate(value), {
        error: english(text('{field} must be a date (YYYY-MM-DD) or empty.', { field: label })),
      }),
    ),
  );

const choice = <Values extends [string, ...string[]]>(values: Values, label: string) =>
  z.optional(
    z.enum(values, {
      error: english(
        text('{field} must be one of: {values}.', { field: label, values: values.join(', ') }),
      ),
    }),
  );

/** The interview's answers as a request carries them: known questions with allowed values only. */
export const helpAnswersSchema = z.strictObject(
  {
    state: choice(stateAnswers, 'state'),
    signedWhen: choice(allowedValues.signedWhen, 'signedWhen'),
    signedOn: dateAnswer('signedOn'),
    disclosureOn: dateAnswer('disclosureOn'),
    readyOn: dateAnswer('readyOn'),
    inspection: choice(allowedValues.inspection, 'inspection'),
    keepUsing: choice(allowedValues.keepUsing, 'keepUsing'),
    exitCompany: choice(allowedValues.exitCompany, 'exitCompany'),
    exitCompanyName: z.optional(
      z.string().check(
        z.maxLength(COMPANY_NAME_MAX, {
          error: english(
            text('exitCompanyName must be at most {max} characters.', { max: COMPANY_NAME_MAX }),
          ),
        }),
      ),
    ),
    unwantedCalls: choice(allowedValues.unwantedCalls, 'unwantedCalls'),
    loan: choice(allowedValues.loan, 'loan'),
    feeProblem: choice(allowedValues.feeProblem, 'feeProblem'),
    tried: z.optional(
      z.array(
        z.enum(allowedValues.tried, {
          error: english(text('tried has an answer we do not know.')),
        }),
      ),
    ),
  },
  { error: english(text('The answers include a question we do not ask.')) },
);

/** PUT /api/help/answers */
export const saveHelpAnswersSchema = z.object({ answers: helpAnswersSchema });

/** GET and PUT /api/help/answers: the answers kept on the account (empty when none). */
export const savedHelpAnswersSchema = z.object({
  answers: helpAnswersSchema,
  savedAt: z.nullable(z.string()),
});
export type SavedHelpAnswers = { answers: HelpAnswers; savedAt: string | null };

/** POST /api/help/plan-document: the plan as a PDF, made from the answers. */
export const planDocumentRequestSchema = z.object({
  answers: helpAnswersSchema,
  /** The person's own date (YYYY-MM-DD): their deadline is counted from their today. */
  today: z
    .string()
    .check(z.refine(isIsoDate, { error: english(text('today must be a date (YYYY-MM-DD).')) })),
});
