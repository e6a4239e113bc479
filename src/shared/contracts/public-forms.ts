import { z } from 'zod/mini';
import { emailField, honeypotField, requiredText } from './fields';

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

export const CONTACT_RECEIVED_MESSAGE =
  'Thank you. Your message has been sent to our support team, and we will reply soon.';
