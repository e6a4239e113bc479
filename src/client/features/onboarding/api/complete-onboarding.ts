import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientUser } from '@shared/contracts/auth';
import type { ClientCase } from '@shared/contracts/cases';
import type { OnboardingAnswersInput } from '@shared/contracts/onboarding';
import { ApiError } from '@client/lib/api-client';
import { CLIENT_ME_PATH, clientRequest } from '@client/lib/client-session';

export const ONBOARDING_COMPLETE_PATH = '/api/onboarding/complete';

export interface OnboardingResult {
  user: ClientUser;
  case: ClientCase;
}

export function completeOnboarding(body: OnboardingAnswersInput): Promise<OnboardingResult> {
  return clientRequest<OnboardingResult>(ONBOARDING_COMPLETE_PATH, { method: 'POST', body });
}

/**
 * Requirements §4/§7: sends the wizard's answers; afterwards the signed-in user is refetched so the
 * site knows onboarding is done. A 409 means it already was (another tab), so the user is
 * refetched then too and the wizard gives way.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  const refetchUser = () => void queryClient.invalidateQueries({ queryKey: [CLIENT_ME_PATH] });
  return useMutation<OnboardingResult, ApiError | Error, OnboardingAnswersInput>({
    mutationFn: completeOnboarding,
    onSuccess: refetchUser,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) refetchUser();
    },
  });
}
