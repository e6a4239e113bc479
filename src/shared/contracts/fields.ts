import { z } from 'zod';

/** Field schemas defined once and composed into every form that uses them. */

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be ${max} characters or fewer.`);
}

export const emailField = z
  .string({ error: 'Email address is required.' })
  .trim()
  .min(1, 'Email address is required.')
  .max(254, 'Email address must be 254 characters or fewer.')
  .pipe(z.email('Please enter a valid email address, like name@example.com.'))
  .transform((email) => email.toLowerCase());

const PHONE_PATTERN = /^[+()\-.\s\d]{7,30}(\s*(x|ext\.?)\s*\d{1,6})?$/i;

/** Optional phone: an empty string counts as not given. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(40, 'Phone number must be 40 characters or fewer.')
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
    message: 'Please enter a valid phone number, like (555) 123-4567.',
  })
  .optional()
  .transform((phone) => (phone ? phone : undefined));

/**
 * A field real people never see or fill. Bots that fill every input reveal themselves;
 * the server then answers as if it worked and stores nothing.
 */
export const HONEYPOT_FIELD = 'companyWebsite';
export const honeypotField = z.string().max(2000).optional();
