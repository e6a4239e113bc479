import { z } from 'zod/mini';
import { passwordField } from '@shared/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@shared/contracts/password-length';
import { CONFIRM_MISMATCH_MESSAGE, assessPasswordLazily } from './password-rules';

/*
 * The schemas of the forms that set a password. They are imported when such a form is first
 * checked (use-schema-form), so zod never weighs on the page's first load.
 */

/**
 * A form's schema plus the confirmation box (`confirmPassword`), which must repeat the
 * password in `passwordKey`; the box stays on the form and is never sent. The password must
 * also pass the strength rule, with `userInputs` (what the form knows of its owner: names,
 * e-mail address) counting as easy to guess, as the server will check.
 */
export function withPasswordConfirmation<
  Shape extends z.core.$ZodShape,
  Key extends keyof Shape & string,
>(
  schema: z.ZodMiniObject<Shape>,
  passwordKey: Key,
  userInputs: (values: Record<string, unknown>) => (string | undefined)[] = () => [],
) {
  return z.extend(schema, { confirmPassword: z.string() }).check(
    z.refine((values: Record<string, unknown>) => values[passwordKey] === values.confirmPassword, {
      message: CONFIRM_MISMATCH_MESSAGE,
      path: ['confirmPassword'],
      // Checked even while other fields have problems, so every message shows at once.
      when: () => true,
    }),
    z.superRefine(
      async (values: Record<string, unknown>, context) => {
        const password = values[passwordKey];
        // Too short or missing already has its own message.
        if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return;
        const assessment = await assessPasswordLazily(password, userInputs(values));
        if (assessment.strongEnough) return;
        context.addIssue({
          code: 'custom',
          message: assessment.message,
          path: [passwordKey],
        });
      },
      { when: () => true },
    ),
  );
}

/** A new password typed twice, which must not be built from `userInputs` (e-mail, names). */
export function newPasswordSchema(userInputs: (string | undefined)[]) {
  return withPasswordConfirmation(
    z.object({ password: passwordField }),
    'password',
    () => userInputs,
  );
}
