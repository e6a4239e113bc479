import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';
import { toast } from '@client/lib/toast';
import { PASSWORD_MIN_LENGTH } from '@shared/contracts/password-length';
import type { PasswordAssessment } from '@shared/password-strength';

/** Requirements §5, with one password rule everywhere (design.md: at least 8 characters). */
const weakPassword = text('Password must be at least {min} characters long.', {
  min: PASSWORD_MIN_LENGTH,
});
const passwordMismatch = text('Please ensure both password fields match.');
/** Shown under the confirmation box (a schema message, translated where it is shown). */
const confirmMismatch = text(
  'The two passwords are not the same. Please type the same password in both boxes.',
);
/** Toast title when the strength rule refuses the password. */
const passwordTooWeak = text('Password Too Easy to Guess');

/** The English of these messages (the tests read them; a schema message is its own id). */
export const PASSWORD_MISMATCH_MESSAGE = passwordMismatch.message;
export const CONFIRM_MISMATCH_MESSAGE = confirmMismatch.message;
export const PASSWORD_TOO_WEAK_TITLE = passwordTooWeak.message;
/** "Password must be at least 8 characters long.", in the page's language. */
export const weakPasswordMessage = () => activeText(weakPassword);

/**
 * The strength rule (shared/password-strength.ts), fetched on first use: its dictionaries are
 * about 1 MB, so they load only with a form that sets a password, never with the landing page
 * (decision 006). The server imports the same module directly.
 */
export const loadPasswordStrength = () => import('@shared/password-strength');

/** Scores a password with the shared rule, loading it first if needed. */
export async function assessPasswordLazily(
  password: string,
  userInputs: readonly (string | null | undefined)[],
): Promise<PasswordAssessment & { message: string }> {
  const { assessPassword, weakPasswordMessage } = await loadPasswordStrength();
  const assessment = assessPassword(password, userInputs);
  return { ...assessment, message: activeText(weakPasswordMessage(assessment)) };
}

export type PasswordProblem = 'mismatch' | 'too-short' | null;

/** The password problem the toast names: a mismatch first, then the length (requirements §5 order). */
export function passwordProblem(password: string, confirmation: string): PasswordProblem {
  if (password !== confirmation) return 'mismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  return null;
}

/** The toast titles for each password problem (the screens word them differently). */
export type PasswordProblemTitles = Record<NonNullable<PasswordProblem>, string>;

/**
 * Requirements §5: the password checks run before anything is sent, and say so in a toast too.
 * `strengthProblem` is the form's error on the password box when the strength rule refused it.
 */
export function toastPasswordProblem(
  password: string,
  confirmation: string,
  titles: PasswordProblemTitles,
  strengthProblem?: { type?: string; message?: string },
): void {
  const problem = passwordProblem(password, confirmation);
  if (problem === 'mismatch') {
    toast.error(titles.mismatch, { description: activeText(passwordMismatch) });
  } else if (problem === 'too-short') {
    toast.error(titles['too-short'], { description: activeText(weakPassword) });
  } else if (strengthProblem?.type === TOO_WEAK && strengthProblem.message) {
    toast.error(activeText(passwordTooWeak), { description: strengthProblem.message });
  }
}

/** The error type of a password the strength rule refused: the only custom check on that box. */
const TOO_WEAK = 'custom';
