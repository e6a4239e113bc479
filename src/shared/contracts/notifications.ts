import { z } from 'zod/mini';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/*
 * The guide digest's unsubscribe link (spec §9 notificationFrequency): it opens the page
 * /unsubscribe?token=…, whose one button sends the token here. It sets the client's
 * notificationFrequency to 'never' without a sign-in; each link works once.
 */

export const UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE = english(
  text(
    'This link is not complete. Please open the link from the e-mail again, or copy the whole address into your browser.',
  ),
);

export const unsubscribeRequestSchema = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE })
    .check(
      z.minLength(1, UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE),
      z.maxLength(300, UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE),
    ),
});
export type UnsubscribeRequest = z.output<typeof unsubscribeRequestSchema>;

/** What the client is told once the link has worked. */
export const UNSUBSCRIBED_MESSAGE = english(
  text(
    'Done. We will not send you any more e-mails, about new guides or about your case. You can still sign in at any time to see your case and our guides, and you can turn e-mails back on in Your Preferences on your dashboard.',
  ),
);

/** A link that was changed or cut short, or whose account no longer exists. */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = english(
  text(
    'This link does not work. It may have been cut short or changed. To stop our e-mails, sign in and choose "Never" under Your Preferences on your dashboard, or call us and we will do it for you.',
  ),
);

export const UNSUBSCRIBE_LINK_EXPIRED_MESSAGE = english(
  text(
    'This link is too old to use. To stop our e-mails, use the link in our most recent e-mail, or sign in and choose "Never" under Your Preferences on your dashboard.',
  ),
);

export const UNSUBSCRIBE_LINK_USED_MESSAGE = english(
  text(
    'This link has already been used, so your choice to stop these e-mails was saved before. If you have changed your mind since, you can choose again in Your Preferences on your dashboard.',
  ),
);
