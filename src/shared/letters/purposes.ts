/**
 * The letters a person can get ready to send (issue 20, item 3). A legal form serves a purpose
 * through its `purpose` column, so staff may rename a form without breaking the link.
 */
import { text, type TextDescriptor } from '../i18n/text';

export const letterPurposes = [
  'rescission',
  'attorney-general-complaint',
  'fee-dispute',
  'stop-contact',
] as const;

export type LetterPurpose = (typeof letterPurposes)[number];

/** What each letter is, translated where shown. */
export const letterPurposeLabels: Readonly<Record<LetterPurpose, TextDescriptor>> = {
  rescission: text('Cancellation (rescission) letter'),
  'attorney-general-complaint': text('Complaint to the state attorney general'),
  'fee-dispute': text('Letter disputing resort fees'),
  'stop-contact': text('"Stop contacting me" letter'),
};

export function isLetterPurpose(value: string): value is LetterPurpose {
  return (letterPurposes as readonly string[]).includes(value);
}
