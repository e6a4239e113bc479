import { LOCALES } from '../i18n/locales';
import { z } from 'zod/mini';
import { referencePattern, referencePrefixes } from '../reference-code';
import { honeypotField, optionalPhoneField, optionalText, requiredText } from './fields';
import { itemChangeSchema, pageOf, workedListQuerySchema } from './worked-list';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/*
 * A callback request: a person asks us to call or write back at times that suit them, in their
 * own time zone. It lands in the admin inbox with its own status.
 */

export const callbackStatuses = ['new', 'scheduled', 'done', 'closed'] as const;
export type CallbackStatus = (typeof callbackStatuses)[number];

export const callbackStatusLabels: Record<CallbackStatus, string> = {
  new: 'New',
  scheduled: 'Scheduled',
  done: 'Done',
  closed: 'Closed',
};

/** True when the runtime knows `zone` as an IANA time zone name. */
export function isIanaTimeZone(zone: string): boolean {
  if (!zone || !zone.includes('/')) return zone === 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const CALLBACK_CONTACT_REQUIRED_MESSAGE = english(
  text('Please give a phone number or an e-mail address so we can reach you.'),
);
export const CALLBACK_TIME_ZONE_MESSAGE = english(
  text('Please choose your time zone from the list, like America/New_York.'),
);

const optionalEmailField = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(254, english(text('Email address must be 254 characters or fewer.'))),
      z.refine((value) => value === '' || z.email().safeParse(value).success, {
        message: english(text('Please enter a valid email address, like name@example.com.')),
      }),
      z.toLowerCase(),
    ),
  ),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

export const callbackRequestSchema = z
  .object({
    name: requiredText(
      text('Name is required.'),
      text('Name must be {max} characters or fewer.'),
      200,
    ),
    phone: optionalPhoneField,
    email: optionalEmailField,
    preferredTimes: requiredText(
      text('Preferred days and times is required.'),
      text('Preferred days and times must be {max} characters or fewer.'),
      500,
    ),
    timeZone: z
      .string({ error: CALLBACK_TIME_ZONE_MESSAGE })
      .check(z.trim(), z.refine(isIanaTimeZone, { message: CALLBACK_TIME_ZONE_MESSAGE })),
    message: optionalText(text('About your situation must be {max} characters or fewer.'), 2000),
    companyWebsite: honeypotField,
  })
  .check(
    z.refine((request) => Boolean(request.phone || request.email), {
      message: CALLBACK_CONTACT_REQUIRED_MESSAGE,
      path: ['phone'],
    }),
  );
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequest = z.output<typeof callbackRequestSchema>;

export const callbackReceiptSchema = z.object({ reference: z.string(), message: z.string() });
export type CallbackReceipt = z.infer<typeof callbackReceiptSchema>;

export const CALLBACK_RECEIVED_MESSAGE = english(
  text(
    'Thank you. We have your callback request and will contact you at one of the times you gave.',
  ),
);

export const CALLBACK_REFERENCE_PATTERN = referencePattern(referencePrefixes.callback);

/** One callback request as staff see it in the inbox. */
export const callbackItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  preferredTimes: z.string(),
  timeZone: z.string(),
  message: z.nullable(z.string()),
  /** The language the person wrote in (issue 21); we answer them in it. */
  locale: z.enum(LOCALES),
  status: z.enum(callbackStatuses),
  internalNote: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CallbackItem = z.infer<typeof callbackItemSchema>;

export const callbackListSchema = pageOf(callbackItemSchema);
export type CallbackList = z.infer<typeof callbackListSchema>;

export const callbackListQuerySchema = workedListQuerySchema(
  callbackStatuses,
  text('Status must be new, scheduled, done, closed or all.'),
);
export type CallbackListQuery = z.output<typeof callbackListQuerySchema>;

export const callbackChangeSchema = itemChangeSchema(
  callbackStatuses,
  text('Status must be new, scheduled, done or closed.'),
);
export type CallbackChange = z.output<typeof callbackChangeSchema>;
