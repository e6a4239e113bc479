import { computedLetterFields } from './fields';
import type { LetterPurpose } from './purposes';
import { templatePlaceholders } from './template';

/** A form whose jurisdiction is this serves every state (decision 029). */
export const ALL_STATES_JURISDICTION = 'federal';

const WELL_FORMED_PLACEHOLDER = /\{\{\s*[A-Za-z_]\w*\s*\}\}/g;
const TYPED_NUMBER_OF_DAYS = /\d+ (?:calendar |business )?days?\b/i;

/** The first broken placeholder, like '{{buyer name}}' or a lone '{{', or null if all are fine. */
export function malformedPlaceholder(template: string): string | null {
  const rest = template.replace(WELL_FORMED_PLACEHOLDER, ' ');
  const broken = /\{\{[^{}]{0,40}\}?\}?|\{?[^{}]{0,40}\}\}/.exec(rest);
  return broken ? broken[0].trim() : null;
}

/** A number of days typed into a text, like '10 days', or null when there is none. */
export function typedNumberOfDays(text: string): string | null {
  return TYPED_NUMBER_OF_DAYS.exec(text)?.[0] ?? null;
}

/**
 * Whether a form is the other-states cancellation letter, whose law paragraph the server
 * fills from the state's rule: it must keep the law placeholders and type no number of days.
 */
export function isOtherStatesCancellationLetter(form: {
  purpose: string | null;
  jurisdiction: string;
}): boolean {
  return (
    form.purpose === ('rescission' satisfies LetterPurpose) &&
    form.jurisdiction === ALL_STATES_JURISDICTION
  );
}

export interface LetterTexts {
  purpose: string | null;
  jurisdiction: string;
  template: string | null;
  instructions: string | null;
}

/** What keeps a letter form from being saved, in words for staff, or null when it may be. */
export function letterTemplateProblem(form: LetterTexts): string | null {
  const template = form.template ?? '';
  const broken = malformedPlaceholder(template);
  if (broken) {
    return `The letter has a broken placeholder "${broken}": write placeholders like {{buyerName}} (letters, digits and _ only).`;
  }
  if (form.purpose && !template.trim()) {
    return 'A letter form needs its letter text.';
  }
  if (!isOtherStatesCancellationLetter(form)) return null;
  const kept = new Set(templatePlaceholders(template));
  const missing = computedLetterFields.filter((name) => !kept.has(name));
  if (missing.length > 0) {
    return `The other-states cancellation letter must keep ${missing.map((name) => `{{${name}}}`).join(', ')}: the law of each state is filled in there.`;
  }
  const days = typedNumberOfDays(`${template}\n${form.instructions ?? ''}`);
  if (days) {
    return `The other-states cancellation letter must not give a number of days ("${days}"): {{cancellationPeriod}} fills in each state's period.`;
  }
  return null;
}
