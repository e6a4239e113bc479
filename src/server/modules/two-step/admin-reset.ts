import { PARTNER_NOT_FOUND_MESSAGE, STAFF_NOT_FOUND_MESSAGE } from '@shared/contracts/admin-people';
import { OWN_TWO_STEP_RESET_MESSAGE } from '@shared/contracts/two-step';
import type { AdminDeps } from '../partner-deps';
import { deleteSessionsOf } from '../../platform/auth/sessions';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { findAccount } from './accounts';
import { recordTwoStepEvent } from './events';
import { removeTwoStep } from './methods';

export type ResettableKind = 'staff' | 'partner';

const notFoundMessages: Record<ResettableKind, string> = {
  staff: STAFF_NOT_FOUND_MESSAGE,
  partner: PARTNER_NOT_FOUND_MESSAGE,
};

/**
 * An administrator resets another staff member's or a partner's two-step sign-in (issue 17
 * §6): the authenticator app and recovery codes go, the person is signed out everywhere, told
 * by e-mail, and the reset is audited. Nobody resets their own: that is what recovery codes
 * are for, and it would let a stolen password and session undo the second step.
 */
export async function resetTwoStep(
  deps: Pick<AdminDeps, 'db' | 'site'>,
  adminId: string,
  target: { kind: ResettableKind; id: string },
): Promise<void> {
  if (target.kind === 'staff' && target.id === adminId) {
    throw new AppError(403, 'OWN_TWO_STEP_RESET', OWN_TWO_STEP_RESET_MESSAGE);
  }
  if (!isRowId(target.id)) throw notFound(notFoundMessages[target.kind]);
  await deps.db.transaction(async (tx) => {
    const account = await findAccount(tx, target);
    if (!account) throw notFound(notFoundMessages[target.kind]);
    await removeTwoStep(tx, target);
    await deleteSessionsOf(tx, target);
    await recordTwoStepEvent(tx, deps.site, 'reset', account, {
      actor: { kind: 'staff', id: adminId },
    });
  });
}
