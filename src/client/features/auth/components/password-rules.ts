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
