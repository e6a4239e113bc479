import { toast } from 'sonner';
import { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '@shared/contracts/auth';

/** Spec §5, with one password rule everywhere (design.md: at least 8 characters). */
export const WEAK_PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_MISMATCH_MESSAGE = 'Please ensure both password fields match.';

/** Shown under the confirmation box. */
export const CONFIRM_MISMATCH_MESSAGE =
  'The two passwords are not the same. Please type the same password in both boxes.';

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few words strung together make a strong password that is easy to remember.`;

export type PasswordProblem = 'mismatch' | 'too-short' | null;

/** The password problem the toast names: a mismatch first, then the length (spec §5 order). */
export function passwordProblem(password: string, confirmation: string): PasswordProblem {
  if (password !== confirmation) return 'mismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  return null;
}

/** The toast titles for each password problem (the screens word them differently). */
export type PasswordProblemTitles = Record<NonNullable<PasswordProblem>, string>;

/** Spec §5: the password checks run before anything is sent, and say so in a toast too. */
export function toastPasswordProblem(
  password: string,
  confirmation: string,
  titles: PasswordProblemTitles,
): void {
  const problem = passwordProblem(password, confirmation);
  if (problem === 'mismatch') {
    toast.error(titles.mismatch, { description: PASSWORD_MISMATCH_MESSAGE });
  } else if (problem === 'too-short') {
    toast.error(titles['too-short'], { description: WEAK_PASSWORD_MESSAGE });
  }
}

/**
 * A form's schema plus the confirmation box (`confirmPassword`), which must repeat the
 * password in `passwordKey`; the box stays on the form and is never sent.
 */
export function withPasswordConfirmation<
  Shape extends z.core.$ZodShape,
  Key extends keyof Shape & string,
>(schema: z.ZodMiniObject<Shape>, passwordKey: Key) {
  return z.extend(schema, { confirmPassword: z.string() }).check(
    z.refine((values: Record<string, unknown>) => values[passwordKey] === values.confirmPassword, {
      message: CONFIRM_MISMATCH_MESSAGE,
      path: ['confirmPassword'],
      // Checked even while other fields have problems, so every message shows at once.
      when: () => true,
    }),
  );
}
