import { z } from 'zod/mini';
import { text } from '@shared/i18n/text';
import { checkDeadline } from '@shared/rescission/deadline';

import { NOT_LISTED, type CheckerValues } from './checker-values';

/** Its id is its English text: the form shows it with `i18n._(message)`. */
export const CHOOSE_STATE_MESSAGE = text('Please choose your state, or "My state is not listed".');

/**
 * The checker's form. The dates are checked by the same pure function that works out the
 * deadline, against `today`, so each problem is shown at the box it belongs to.
 */
export function checkerSchema(today: string): z.ZodMiniType<CheckerValues, CheckerValues> {
  return z
    .object({
      stateId: z.string().check(z.minLength(1, CHOOSE_STATE_MESSAGE.id)),
      signedOn: z.string(),
      disclosureOn: z.string(),
      readyOn: z.string(),
      inspection: z.enum(['', 'yes', 'no', 'not-sure']),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.stateId === NOT_LISTED) return;
        const result = checkDeadline(values, today);
        if (result.status === 'error') {
          context.addIssue({
            code: 'custom',
            // The form shows the message by its id, with the state's papers (checker-form).
            message: result.message.id,
            path: [result.field],
          });
        }
      }),
    );
}
