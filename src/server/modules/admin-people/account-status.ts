import type { PrincipalKind } from '../../db/schema';
import type { Transaction } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { deleteSessionsOf } from '../../platform/auth/sessions';

/** Deactivating or reactivating an account; one audit action name per entity. */
export type StatusChange = 'deactivate' | 'reactivate';

export const activeAfter = (change: StatusChange) => change === 'reactivate';

/**
 * What every deactivation and reactivation does besides flipping isActive, on the same
 * transaction: a deactivated principal is signed out everywhere at once (the guards also check
 * isActive, so even a session created in between stops working), and the change is audited.
 */
export async function recordStatusChange(
  tx: Transaction,
  input: {
    adminId: string;
    principal: { kind: PrincipalKind; id: string };
    entityType: string;
    change: StatusChange;
    wasActive: boolean;
  },
): Promise<void> {
  const isActive = activeAfter(input.change);
  if (!isActive) await deleteSessionsOf(tx, input.principal);
  await recordAudit(tx, {
    actorKind: 'staff',
    actorId: input.adminId,
    action: `${input.entityType}.${input.change === 'deactivate' ? 'deactivated' : 'reactivated'}`,
    entityType: input.entityType,
    entityId: input.principal.id,
    before: { isActive: input.wasActive },
    after: { isActive },
  });
}
