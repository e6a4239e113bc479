/**
 * What the deadline checker says is wrong with an answer, apart from the counting itself, so
 * the form can show it without loading the counting (which comes with the first check).
 */
import { text, type TextDescriptor } from '../i18n/text';
import type { RescissionRule } from './rules';

/** The papers a rule names, or "documents" when it names none. */
export function papersOf(rule: RescissionRule): TextDescriptor {
  return rule.disclosureName ?? text('documents');
}

/*
 * The problems, as descriptors shown with `showText(i18n, message)`. The constants are their
 * ids (their English text), for schemas whose messages are strings, shown with `i18n._(id)`.
 */
export const notInData = text('This state is not in our data.');
export const futureSigning = text('The date you signed cannot be in the future.');
export const missingSigning = text(
  'Please enter the date you signed, with the month, day and year.',
);
export const missingInspection = text(
  'Please tell us whether you saw the timeshare in person before you signed.',
);
export const futureReady = text(
  'The date the timeshare was ready cannot be in the future. If it is not ready yet, leave this empty.',
);
export const invalidReady = text(
  'Please enter the date the timeshare was ready, with the month, day and year, or leave it empty.',
);

export const NOT_IN_DATA_MESSAGE = notInData.id;
export const FUTURE_SIGNING_MESSAGE = futureSigning.id;
export const MISSING_SIGNING_MESSAGE = missingSigning.id;
export const MISSING_INSPECTION_MESSAGE = missingInspection.id;
export const FUTURE_READY_MESSAGE = futureReady.id;
export const INVALID_READY_MESSAGE = invalidReady.id;

export function futureDisclosureMessage(rule: RescissionRule): TextDescriptor {
  return text('The date you received the {papers} cannot be in the future.', {
    papers: papersOf(rule),
  });
}

export function missingDisclosureMessage(rule: RescissionRule): TextDescriptor {
  return text('Please enter the date you received the {papers}, with the month, day and year.', {
    papers: papersOf(rule),
  });
}
