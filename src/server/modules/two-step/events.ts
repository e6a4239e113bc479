import { RECOVERY_CODE_COUNT } from '@shared/contracts/two-step';
import type { SiteConfig } from '@shared/site-config';
import type { Executor } from '../../db/client';
import type { PrincipalKind } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { SessionRef } from '../../platform/auth/sessions';
import { enqueueMail } from '../../platform/mail';
import type { TwoStepAccount } from './accounts';
import { twoStepLetter, type EventDetails, type TwoStepEvent } from './emails';

/** The audit log's names of the three kinds of account, as other modules write them. */
const entityTypes: Record<PrincipalKind, string> = {
  client: 'user_account',
  partner: 'partner',
  staff: 'staff',
};

/** The account's two-step sign-in after the event, in numbers and switches only. */
function stateAfter(event: TwoStepEvent, details: EventDetails): object {
  switch (event) {
    case 'enabled':
      return { totp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT };
    case 'recovery_codes_renewed':
      return { recoveryCodesLeft: RECOVERY_CODE_COUNT };
    case 'recovery_code_used':
      return { recoveryCodesLeft: details.codesLeft ?? 0 };
    case 'passkey_added':
    case 'passkey_removed':
      return { passkeys: details.passkeys ?? 0 };
    case 'disabled':
      // Passkeys stay when the app goes, and with them the recovery codes.
      return details.passkeys
        ? { totp: false, passkeys: details.passkeys }
        : { totp: false, recoveryCodesLeft: 0 };
    case 'reset':
      return { totp: false, recoveryCodesLeft: 0 };
  }
}

/**
 * Records `event` in the audit log and queues the letter to the account, on the transaction
 * that makes the change (requirements §7 of issue 17). `actor` is the account itself unless an
 * administrator acted. Neither holds a code or a secret.
 */
export async function recordTwoStepEvent(
  tx: Executor,
  site: SiteConfig,
  event: TwoStepEvent,
  account: TwoStepAccount,
  { actor = account.principal, details = {} }: { actor?: SessionRef; details?: EventDetails } = {},
): Promise<void> {
  await recordAudit(tx, {
    actorKind: actor.kind,
    actorId: actor.id,
    action: `two_step.${event}`,
    entityType: entityTypes[account.principal.kind],
    entityId: account.principal.id,
    after: stateAfter(event, details),
  });
  await enqueueMail(tx, twoStepLetter(event, account, site, details));
}
