import { z } from 'zod/mini';
import { recoveryCodeField, totpCodeField } from '@shared/contracts/two-step';
import type { CodeKind } from './one-code-form';

/** Each kind of code, checked as the server checks it; loaded with the form's first check. */
export const oneCodeSchemas = {
  code: z.object({ value: totpCodeField }),
  recoveryCode: z.object({ value: recoveryCodeField }),
} satisfies Record<CodeKind, unknown>;
