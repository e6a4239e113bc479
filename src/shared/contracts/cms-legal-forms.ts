import { z } from 'zod/mini';
import { optionalText, requiredText } from './fields';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/** A legal form in the CMS list: enough to find it, without its texts. */
export const cmsLegalFormSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  jurisdiction: z.string(),
  formType: z.string(),
  /** The ready-to-send letter this form is (src/shared/letters/purposes.ts), or null. */
  purpose: z.nullable(z.string()),
  isPublic: z.boolean(),
  updatedAt: z.string(),
});
export type CmsLegalFormSummary = z.infer<typeof cmsLegalFormSummarySchema>;

/** A legal form as staff edit it. */
export const cmsLegalFormSchema = z.object({
  ...cmsLegalFormSummarySchema.shape,
  description: z.string(),
  instructions: z.nullable(z.string()),
  template: z.nullable(z.string()),
});
export type CmsLegalForm = z.infer<typeof cmsLegalFormSchema>;

export const LEGAL_FORM_TEMPLATE_MAX = 20_000;

/**
 * What staff may change. Purpose and jurisdiction stay as they are: the letters API finds a
 * form by them (decision 029).
 */
export const legalFormUpdateSchema = z.object({
  title: requiredText(
    text('Title is required.'),
    text('Title must be {max} characters or fewer.'),
    500,
  ),
  description: requiredText(
    text('Description is required.'),
    text('Description must be {max} characters or fewer.'),
    2000,
  ),
  instructions: optionalText(text('Instructions must be {max} characters or fewer.'), 5000),
  template: optionalText(
    text('Letter text must be {max} characters or fewer.'),
    LEGAL_FORM_TEMPLATE_MAX,
  ),
  isPublic: z.boolean({ error: english(text('Public must be true or false.')) }),
});
export type LegalFormUpdate = z.output<typeof legalFormUpdateSchema>;
export type LegalFormUpdateValues = z.input<typeof legalFormUpdateSchema>;
