import { registerRequestSchema } from '@shared/contracts/auth';
import { withPasswordConfirmation } from '@client/lib/password-confirmation';
import { ownerWords } from './owner-words';

/** The registration request plus the confirmation box, which stays on the form. */
export const registerFormSchema = withPasswordConfirmation(
  registerRequestSchema,
  'password',
  ownerWords,
);
