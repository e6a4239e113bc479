// zod/mini: the same validation as full zod, in a form bundlers can trim, because these
// schemas ship in the public pages' JavaScript as well as running on the server.
import { z } from 'zod/mini';
import { optionValues } from '../options';

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

/**
 * A field real people never see or fill. Bots that fill every input reveal themselves;
 * the server then answers as if it worked and stores nothing.
 */
export const HONEYPOT_FIELD = 'companyWebsite';
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

type OptionList<Value extends string> = readonly { value: Value; label: string }[];

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
