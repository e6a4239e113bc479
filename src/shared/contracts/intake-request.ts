/*
 * The intake form ("Ask us for help"), apart from the contact form's contract: it carries the
 * state list and date rules, which pages with only the contact form need not load.
 */
import { z } from 'zod/mini';
import { referencePattern, referencePrefixes } from '../reference-code';
import { submissionReceiptSchema } from './public-forms';
import { purchaseTimeframeValues, type PurchaseTimeframe } from '../options';
import { signingPlaceOptions } from '../guided-help/answers';
import { addDays, isIsoDate, utcToday } from '../rescission/dates';
import { FUTURE_SIGNING_MESSAGE } from '../rescission/deadline-messages';
import {
  EARLIEST_FILTER_DAY,
  emailField,
  honeypotField,
  optionalChoice,
  optionalPhoneField,
  requiredText,
  firstNameField,
  lastNameField,
} from './fields';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

export const INVALID_SIGNING_DAY_MESSAGE = english(
  text('Please enter the date you signed with the month, day and year, or leave it empty.'),
);

/**
 * The optional day the contract was signed. "The future" is judged a day ahead of UTC, since
 * someone in a time zone ahead of it may already be on the next day.
 */
const optionalSigningDay = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((day) => day === '' || (isIsoDate(day) && day >= EARLIEST_FILTER_DAY), {
        message: INVALID_SIGNING_DAY_MESSAGE,
      }),
      z.refine((day) => !isIsoDate(day) || day <= addDays(utcToday(), 1), {
        message: FUTURE_SIGNING_MESSAGE,
      }),
    ),
  ),
  z.transform((day: string | undefined) => (day ? day : undefined)),
);

/** Requirements §3 "Intake request" with the rules of §5. */
export const intakeRequestSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: optionalPhoneField,
  timeshareCompany: requiredText(
    text('Timeshare company is required.'),
    text('Timeshare company must be {max} characters or fewer.'),
    200,
  ),
  purchaseDate: z.pipe(
    z.optional(
      z.union([z.enum(purchaseTimeframeValues), z.literal('')], {
        error: english(text('Please choose when you bought your timeshare from the list.')),
      }),
    ),
    z.transform((value: PurchaseTimeframe | '' | undefined) => (value ? value : undefined)),
  ),
  /** Where and when the contract was signed, to tell whether it may still be cancelled. */
  signedState: optionalChoice(
    signingPlaceOptions,
    text('Please choose where you signed from the list.'),
  ),
  signedOn: optionalSigningDay,
  situation: requiredText(
    text('A description of your situation is required.'),
    text('A description of your situation must be {max} characters or fewer.'),
    5000,
  ),
  consent: z.literal('true', {
    error: english(text('Please tick the consent box so we can contact you about your request.')),
  }),
  companyWebsite: honeypotField,
});

export type IntakeRequestInput = z.input<typeof intakeRequestSchema>;
export type IntakeRequest = z.output<typeof intakeRequestSchema>;

/** The intake form's answer: also a short reference to quote, and whether to act at once. */
export const intakeReceiptSchema = z.object({
  ...submissionReceiptSchema.shape,
  reference: z.string(),
  /** The answers suggest the period to cancel the purchase may still be open. */
  timeCritical: z.boolean(),
  /** The earliest the period can end (YYYY-MM-DD), when the state is in our data. */
  lastDay: z.nullable(z.string()),
});
export type IntakeReceipt = z.infer<typeof intakeReceiptSchema>;

export const INTAKE_REFERENCE_PATTERN = referencePattern(referencePrefixes.helpRequest);

export const INTAKE_RECEIVED_MESSAGE = english(
  text(
    'Thank you. Your request has been sent to our support team, and we will contact you within 24 hours.',
  ),
);
