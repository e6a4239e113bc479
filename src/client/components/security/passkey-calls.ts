/* eslint-disable lingui/no-unlocalized-strings -- API paths and codes, not words for people */
import { useMutation } from '@tanstack/react-query';
import type { Passkey, RegisterPasskeyResponse } from '@shared/contracts/two-step';
import { createPasskey } from './passkey-ceremony';
import { twoStepPath, type SecurityEndpoint } from './security-endpoint';
import { useAfterChange } from './two-step-calls';

const passkeysPath = (endpoint: SecurityEndpoint, rest = '') =>
  twoStepPath(endpoint, `/passkeys${rest}`);

/**
 * Adds a passkey in three steps: the server's options, the device's new passkey, and the
 * server's check of it under the name given. The first way to answer a second step also
 * brings recovery codes, and may end a session limited to setting up two-step sign-in.
 */
export function useAddPasskey(endpoint: SecurityEndpoint) {
  const afterChange = useAfterChange(endpoint, { gate: true });
  return useMutation<RegisterPasskeyResponse, Error, { name: string }>({
    mutationFn: async ({ name }) => {
      const options = await endpoint.request<Record<string, unknown>>(
        passkeysPath(endpoint, '/options'),
        { method: 'POST' },
      );
      const response = await createPasskey(options);
      return endpoint.request(passkeysPath(endpoint), {
        method: 'POST',
        body: { name, response },
      });
    },
    onSuccess: afterChange,
  });
}

export function useRenamePasskey(endpoint: SecurityEndpoint) {
  const afterChange = useAfterChange(endpoint, { gate: false });
  return useMutation<Passkey, Error, { id: string; name: string }>({
    mutationFn: ({ id, name }) =>
      endpoint.request(passkeysPath(endpoint, `/${id}`), { method: 'PATCH', body: { name } }),
    onSuccess: afterChange,
  });
}

/** Removing the last way to answer a second step turns two-step sign-in off. */
export function useRemovePasskey(endpoint: SecurityEndpoint) {
  const afterChange = useAfterChange(endpoint, { gate: true });
  return useMutation<void, Error, string>({
    mutationFn: (id) => endpoint.request(passkeysPath(endpoint, `/${id}`), { method: 'DELETE' }),
    onSuccess: afterChange,
  });
}
