import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/contracts/auth';
import { adminTwoStepResetPaths } from '@shared/contracts/two-step';
import type { ApiError } from '@client/lib/api-client';
import { staffRequest } from '@client/lib/staff-session';

export type ResettableKind = keyof typeof adminTwoStepResetPaths;

/** Resets another staff member's or a partner's two-step sign-in (issue 17 §6). */
export const useResetTwoStep = () =>
  useMutation<MessageResponse, ApiError | Error, { kind: ResettableKind; id: string }>({
    mutationFn: ({ kind, id }) =>
      staffRequest<MessageResponse>(adminTwoStepResetPaths[kind](encodeURIComponent(id)), {
        method: 'POST',
      }),
  });
