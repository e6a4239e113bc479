import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntakeRequest, IntakeReceipt } from '@shared/contracts/intake-request';
import { apiRequest, type ApiError } from '@client/lib/api-client';

export const INTAKE_PATH = '/api/intake';
/** The cached list of intake submissions (requirements §7: invalidated after a successful request). */
export const intakeSubmissionsKey = [INTAKE_PATH] as const;

export function submitIntake(body: IntakeRequest): Promise<IntakeReceipt> {
  return apiRequest<IntakeReceipt>(INTAKE_PATH, { method: 'POST', body });
}

export function useSubmitIntake() {
  const queryClient = useQueryClient();
  return useMutation<IntakeReceipt, ApiError | Error, IntakeRequest>({
    mutationFn: submitIntake,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeSubmissionsKey }),
  });
}
