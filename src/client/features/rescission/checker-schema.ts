import { z } from 'zod/mini';
import { checkDeadline } from '@shared/rescission/deadline';

/** The value of the "My state is not listed" choice. */
export const NOT_LISTED = 'not-listed';

export const CHOOSE_STATE_MESSAGE = 'Please choose your state, or "My state is not listed".';

/**
 * The checker's form. The dates are checked by the same pure function that works out the
 * deadline, against `today`, so each problem is shown at the box it belongs to.
 */
export function checkerSchema(today: string) {
  return z
    .object({
      stateId: z.string().check(z.minLength(1, CHOOSE_STATE_MESSAGE)),
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
          context.addIssue({ code: 'custom', message: result.message, path: [result.field] });
        }
      }),
    );
}

export type CheckerValues = z.input<ReturnType<typeof checkerSchema>>;

export const emptyCheckerValues: CheckerValues = {
  stateId: '',
  signedOn: '',
  disclosureOn: '',
  readyOn: '',
  inspection: '',
};
