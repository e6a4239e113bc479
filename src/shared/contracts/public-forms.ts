import { z } from 'zod/mini';
import { emailField, honeypotField, requiredText, firstNameField, lastNameField } from './fields';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/** Requirements §3 "Contact message" with the rules of §5. */
export const contactMessageSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  subject: requiredText(
    text('Subject is required.'),
    text('Subject must be {max} characters or fewer.'),
    200,
  ),
  message: requiredText(
    text('Message is required.'),
    text('Message must be {max} characters or fewer.'),
    5000,
  ),
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

export const CONTACT_RECEIVED_MESSAGE = english(
  text('Thank you. Your message has been sent to our support team, and we will reply soon.'),
);
