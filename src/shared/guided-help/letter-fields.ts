/**
 * What the interview already knows for the letters a plan offers, by the letters' own field
 * names (src/shared/letters/fields.ts): the person fills in the rest beside the preview.
 */
import type { LetterField } from '../letters/fields';
import { findRule } from '../rescission/rules';
import type { HelpAnswers } from './answers';

export function letterFieldsFrom(answers: HelpAnswers): Partial<Record<LetterField, string>> {
  const fields: Partial<Record<LetterField, string>> = {};
  // Date boxes hold YYYY-MM-DD; the letter writes the date out.
  if (answers.signedOn) fields.contractDate = answers.signedOn;
  if (answers.exitCompanyName) fields.companyName = answers.exitCompanyName;
  return fields;
}

/** The state whose law a letter follows: one of ours, or none (the letter then asks). */
export function letterStateFrom(answers: HelpAnswers): string | undefined {
  return findRule(answers.state ?? '') ? answers.state : undefined;
}
