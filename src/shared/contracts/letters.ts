import { z } from 'zod';
import { MAX_FIELD_LENGTH } from '../letters/fields';
import { letterPurposes } from '../letters/purposes';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

export const letterPurposeSchema = z.enum(letterPurposes, {
  message: english(text('Choose a letter: {purposes}.', { purposes: letterPurposes.join(', ') })),
});

export const letterFormatSchema = z.enum(['pdf', 'docx'], {
  message: english(text('Choose a file format: pdf or docx.')),
});
export type LetterFormat = z.infer<typeof letterFormatSchema>;

export const letterFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** A value we know already (the agency of the person's state), to show in the box. */
  suggested: z.string().nullable(),
});

/** The form to use for a letter, with what the person has to fill in and how to send it. */
export const letterSchema = z.object({
  purpose: letterPurposeSchema,
  /** The state rule id the letter was chosen for, or null for a letter that serves every state. */
  state: z.string().nullable(),
  formId: z.string(),
  title: z.string(),
  /** The letter text; the law paragraph's values are already filled in from our rules. */
  template: z.string(),
  instructions: z.string().nullable(),
  fields: z.array(letterFieldSchema),
  applicableLaws: z.array(z.string()),
  verifyWithSource: z.boolean(),
  mailingInstructions: z.array(z.string()),
});
export type Letter = z.infer<typeof letterSchema>;

export const letterQuerySchema = z.object({
  state: z.string().max(40).optional(),
});

export const letterDocumentRequestSchema = z.object({
  state: z.string().max(40).optional(),
  fields: z.record(
    z.string().max(60),
    z
      .string()
      .max(
        MAX_FIELD_LENGTH,
        english(text('Each box can hold at most {max} characters.', { max: MAX_FIELD_LENGTH })),
      ),
  ),
  format: letterFormatSchema,
});
export type LetterDocumentRequest = z.infer<typeof letterDocumentRequestSchema>;
