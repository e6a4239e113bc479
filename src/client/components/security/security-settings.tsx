import type { SecurityEndpoint } from './security-endpoint';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from './two-step-section';

/**
 * Issue 17 §4: one's own security settings, the same for clients (a part of their settings),
 * partners and staff (a page of their own), each through its own endpoint.
 */
export function SecuritySettings({
  endpoint,
  mfaSetupRequired = false,
}: {
  endpoint: SecurityEndpoint;
  /** A session limited to setting up two-step sign-in reaches only that, not the sessions. */
  mfaSetupRequired?: boolean;
}) {
  return (
    <>
      <TwoStepSection endpoint={endpoint} />
      <PasskeysSection endpoint={endpoint} />
      {mfaSetupRequired ? null : <SessionsSection endpoint={endpoint} />}
    </>
  );
}
