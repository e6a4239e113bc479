// zod/mini: the same validation as full zod, in a form bundlers can trim, because these
// schemas ship in the public pages' JavaScript as well as running on the server.
import { z } from 'zod/mini';
import { optionValues } from '../options';
import { isIsoDate } from '../rescission/dates';

/** Field schemas defined once and composed into every form that uses them. */

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be ${max} characters or fewer.`),
    );
}

export const emailField = z.pipe(
  z
    .string({ error: 'Email address is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'Email address is required.'),
      z.maxLength(254, 'Email address must be 254 characters or fewer.'),
    ),
  z.email('Please enter a valid email address, like name@example.com.').check(z.toLowerCase()),
);

const PHONE_PATTERN = /^[+()\-.\s\d]{7,30}(\s*(x|ext\.?)\s*\d{1,6})?$/i;

/** Optional phone: an empty string counts as not given. */
export const optionalPhoneField = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(40, 'Phone number must be 40 characters or fewer.'),
      z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
        message: 'Please enter a valid phone number, like (555) 123-4567.',
      }),
    ),
  ),
  z.transform((phone: string | undefined) => (phone ? phone : undefined)),
);

export { HONEYPOT_FIELD } from './honeypot';
export const honeypotField = z.optional(z.string().check(z.maxLength(2000)));

/** Optional free text: an empty or blank string counts as not given. */
export function optionalText(label: string, max: number) {
  return z.pipe(
    z.optional(
      z.nullable(
        z
          .string()
          .check(z.trim(), z.maxLength(max, `${label} must be ${max} characters or fewer.`)),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  );
}

type OptionList<Value extends string> = readonly { readonly value: Value }[];

/** A multi-select: every value from the list, duplicates dropped. */
export function choiceList<Value extends string>(options: OptionList<Value>, label: string) {
  return z.pipe(
    z.array(z.enum(optionValues(options), { error: `${label} has a choice that is not offered.` })),
    z.transform((values: Value[]) => [...new Set(values)]),
  );
}

/** A single choice that may be left empty. */
export function optionalChoice<Value extends string>(options: OptionList<Value>, message: string) {
  return z.pipe(
    z.optional(z.union([z.enum(optionValues(options)), z.literal('')], { error: message })),
    z.transform((value: Value | '' | undefined) => (value ? value : undefined)),
  );
}

/** The days a date filter accepts: wide enough for any record, narrow enough for every database. */
export const EARLIEST_FILTER_DAY = '1900-01-01';
export const LATEST_FILTER_DAY = '2999-12-31';

/**
 * An optional calendar day in a query (YYYY-MM-DD, UTC), e.g. the first day of a list filter.
 * Every query that filters by date uses it, so a day that does not exist (9999-99-99) or that
 * the database cannot store (0000-01-01) is a 400 with a message, never a failed query.
 */
export function dayQueryField(label: string) {
  return z.optional(
    z.string().check(
      z.refine(isIsoDate, {
        message: `The ${label} date must be a real date written as YYYY-MM-DD, like 2025-03-04.`,
      }),
      // Only a real date is also checked for range, so each bad value gets one message.
      z.refine(
        (day) => !isIsoDate(day) || (day >= EARLIEST_FILTER_DAY && day <= LATEST_FILTER_DAY),
        {
          message: `The ${label} date must be between ${EARLIEST_FILTER_DAY} and ${LATEST_FILTER_DAY}.`,
        },
      ),
    ),
  );
}
