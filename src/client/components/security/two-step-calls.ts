/* eslint-disable lingui/no-unlocalized-strings -- API paths and codes, not words for people */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DisableTotpRequest,
  RecoveryCodesResponse,
  TotpSetupResponse,
  TwoStepStatus,
} from '@shared/contracts/two-step';
import { useStoredToken } from '@client/lib/use-stored-token';
import { signWithPasskey } from './passkey-ceremony';
import { twoStepPath, type SecurityEndpoint } from './security-endpoint';

/** Where two-step sign-in stands, for the person signed in now (a new sign-in asks afresh). */
export function useTwoStepStatus(endpoint: SecurityEndpoint) {
  const token = useStoredToken(endpoint.kind);
  return useQuery({
    queryKey: [twoStepPath(endpoint), token],
    queryFn: ({ signal }) => endpoint.request<TwoStepStatus>(twoStepPath(endpoint), { signal }),
  });
}

/** After a change: the status, and the sign-in check that holds the role's gate. */
export function useAfterChange(endpoint: SecurityEndpoint, { gate }: { gate: boolean }) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [twoStepPath(endpoint)] }),
      gate ? endpoint.afterTwoStepChange?.(queryClient) : undefined,
    ]);
}

/** A new secret to show as a QR code and as text; nothing changes until it is confirmed. */
export function useStartTotpSetup(endpoint: SecurityEndpoint) {
  return useMutation<TotpSetupResponse, Error, void>({
    mutationFn: () => endpoint.request(twoStepPath(endpoint, '/totp/setup'), { method: 'POST' }),
  });
}

/** The first code from the app turns two-step sign-in on and hands out the recovery codes. */
export function useConfirmTotp(endpoint: SecurityEndpoint) {
  const afterChange = useAfterChange(endpoint, { gate: true });
  return useMutation<RecoveryCodesResponse, Error, { code: string }>({
    mutationFn: (body) =>
      endpoint.request(twoStepPath(endpoint, '/totp/confirm'), { method: 'POST', body }),
    onSuccess: afterChange,
  });
}

export function useTurnOffTotp(endpoint: SecurityEndpoint) {
  const afterChange = useAfterChange(endpoint, { gate: true });
  return useMutation<void, Error, DisableTotpRequest>({
    mutationFn: (body) =>
      endpoint.request(twoStepPath(endpoint, '/totp/disable'), { method: 'POST', body }),
    onSuccess: afterChange,
  });
}

/** A current code from the app, or a passkey (signed when asked for). */
export type RenewAnswer = { code: string } | 'passkey';

/** One of the account's passkeys signs a fresh challenge of the server's. */
async function passkeyConfirmation(endpoint: SecurityEndpoint) {
  const options = await endpoint.request<Record<string, unknown>>(
    twoStepPath(endpoint, '/passkeys/confirm-options'),
    { method: 'POST' },
  );
  return { ...(await signWithPasskey(options)) };
}

/** New recovery codes; the old ones stop working. */
export function useRenewRecoveryCodes(endpoint: SecurityEndpoint) {
  const afterChange = useAfterChange(endpoint, { gate: false });
  return useMutation<RecoveryCodesResponse, Error, RenewAnswer>({
    mutationFn: async (answer) =>
      endpoint.request(twoStepPath(endpoint, '/recovery-codes'), {
        method: 'POST',
        body: answer === 'passkey' ? { passkey: await passkeyConfirmation(endpoint) } : answer,
      }),
    onSuccess: afterChange,
  });
}
