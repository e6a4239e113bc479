import { useQuery } from '@tanstack/react-query';
import type { ValidateResetTokenResponse } from '@shared/contracts/auth';
import { apiRequest } from '@client/lib/api-client';

export const VALIDATE_RESET_TOKEN_PATH = '/api/auth/validate-reset-token';

export function validateResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<ValidateResetTokenResponse> {
  return apiRequest<ValidateResetTokenResponse>(
    `${VALIDATE_RESET_TOKEN_PATH}/${encodeURIComponent(token)}`,
    { signal },
  );
}

/** Checks a reset link once before its form shows; `enabled` is false when there is no token. */
export function useValidateResetToken(token: string | null) {
  return useQuery({
    queryKey: [VALIDATE_RESET_TOKEN_PATH, token],
    queryFn: ({ signal }) => validateResetToken(token ?? '', signal),
    enabled: token !== null,
    // A link is checked once per visit: after a reset it is used up, and that must not
    // turn the success screen into "invalid link".
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
