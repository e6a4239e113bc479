import { z } from 'zod/mini';
import { purchaseTimeframeValues, type PurchaseTimeframe } from '../options';
import { emailField, honeypotField, optionalPhoneField, requiredText } from './fields';

/** Requirements §3 "Intake request" with the rules of §5. */
export const intakeRequestSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  phone: optionalPhoneField,
  timeshareCompany: requiredText('Timeshare company', 200),
  purchaseDate: z.pipe(
    z.optional(
      z.union([z.enum(purchaseTimeframeValues), z.literal('')], {
        error: 'Please choose when you bought your timeshare from the list.',
      }),
    ),
    z.transform((value: PurchaseTimeframe | '' | undefined) => (value ? value : undefined)),
  ),
  situation: requiredText('A description of your situation', 5000),
  consent: z.literal('true', {
    error: 'Please tick the consent box so we can contact you about your request.',
  }),
  companyWebsite: honeypotField,
});

export type IntakeRequestInput = z.input<typeof intakeRequestSchema>;
export type IntakeRequest = z.output<typeof intakeRequestSchema>;

/** Requirements §3 "Contact message" with the rules of §5. */
export const contactMessageSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  companyWebsite: honeypotField,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The answer to a stored submission. */
export const submissionReceiptSchema = z.object({
  id: z.uuid(),
  message: z.string(),
});

export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

export const INTAKE_RECEIVED_MESSAGE =
  'Thank you. Your request has been sent to our support team, and we will contact you within 24 hours.';
export const CONTACT_RECEIVED_MESSAGE =
  'Thank you. Your message has been sent to our support team, and we will reply soon.';
