// zod/mini: the same validation as full zod, in a form bundlers can trim, because these
// schemas ship in the public pages' JavaScript as well as running on the server.
import { z } from 'zod/mini';
import { optionValues } from '../options';
import { isIsoDate } from '../rescission/dates';
import { english } from '../i18n/translate-issue';
import { type TextDescriptor, text } from '../i18n/text';

/** Field schemas defined once and composed into every form that uses them. */

/**
 * Required text: `required` (`text('Name is required.')`) and `tooLong`
 * (`text('Name must be {max} characters or fewer.')`, its `{max}` filled in here) are whole
 * sentences, so each language words them its own way.
 */
export function requiredText(required: TextDescriptor, tooLong: TextDescriptor, max: number) {
  return z
    .string({ error: english(required) })
    .check(
      z.trim(),
      z.minLength(1, english(required)),
      z.maxLength(max, english({ ...tooLong, values: { max } })),
    );
}

/** A person's first and last names, as every form that asks for them checks them. */
export const firstNameField = requiredText(
  text('First name is required.'),
  text('First name must be {max} characters or fewer.'),
  100,
);
export const lastNameField = requiredText(
  text('Last name is required.'),
  text('Last name must be {max} characters or fewer.'),
  100,
);

export const emailField = z.pipe(
  z
    .string({ error: english(text('Email address is required.')) })
    .check(
      z.trim(),
      z.minLength(1, english(text('Email address is required.'))),
      z.maxLength(254, english(text('Email address must be 254 characters or fewer.'))),
    ),
  z
    .email(english(text('Please enter a valid email address, like name@example.com.')))
    .check(z.toLowerCase()),
);

const PHONE_PATTERN = /^[+()\-.\s\d]{7,30}(\s*(x|ext\.?)\s*\d{1,6})?$/i;

/** Optional phone: an empty string counts as not given. */
export const optionalPhoneField = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(40, english(text('Phone number must be 40 characters or fewer.'))),
      z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
        message: english(text('Please enter a valid phone number, like (555) 123-4567.')),
      }),
    ),
  ),
  z.transform((phone: string | undefined) => (phone ? phone : undefined)),
);

export { HONEYPOT_FIELD } from './honeypot';
export const honeypotField = z.optional(z.string().check(z.maxLength(2000)));

/** Optional free text: an empty or blank string counts as not given. */
export function optionalText(tooLong: TextDescriptor, max: number) {
  return z.pipe(
    z.optional(
      z.nullable(
        z.string().check(z.trim(), z.maxLength(max, english({ ...tooLong, values: { max } }))),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  );
}

type OptionList<Value extends string> = readonly { readonly value: Value }[];

/** A multi-select: every value from the list, duplicates dropped. */
export function choiceList<Value extends string>(
  options: OptionList<Value>,
  notOffered: TextDescriptor,
) {
  return z.pipe(
    z.array(z.enum(optionValues(options), { error: english(notOffered) })),
    z.transform((values: Value[]) => [...new Set(values)]),
  );
}

/** A single choice that may be left empty. */
export function optionalChoice<Value extends string>(
  options: OptionList<Value>,
  message: TextDescriptor,
) {
  return z.pipe(
    z.optional(
      z.union([z.enum(optionValues(options)), z.literal('')], { error: english(message) }),
    ),
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
export function dayQueryField(notADate: TextDescriptor, outOfRange: TextDescriptor) {
  return z.optional(
    z.string().check(
      z.refine(isIsoDate, {
        message: english(notADate),
      }),
      // Only a real date is also checked for range, so each bad value gets one message.
      z.refine(
        (day) => !isIsoDate(day) || (day >= EARLIEST_FILTER_DAY && day <= LATEST_FILTER_DAY),
        {
          message: english({
            ...outOfRange,
            values: { earliest: EARLIEST_FILTER_DAY, latest: LATEST_FILTER_DAY },
          }),
        },
      ),
    ),
  );
}
