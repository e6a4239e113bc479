import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';
/*
 * What the public forms say about a link or an application before any check runs, kept apart
 * from the schemas so those pages can show it without loading zod. Re-exported by their contracts.
 */

export const INVITATION_INVALID_MESSAGE = english(
  text(
    'This invitation link has expired or was already used. You can still create an account here.',
  ),
);

export const VERIFICATION_LINK_INVALID_MESSAGE = english(
  text(
    'This verification link is invalid or has expired. Please use the newest link we e-mailed you, or contact us.',
  ),
);
export const APPLICATION_ALREADY_REVIEWED_MESSAGE = english(
  text('This application has already been reviewed, so no more documents can be added to it.'),
);
