import type { Locale } from '@shared/i18n/locales';
import type { CallbackRequest } from '@shared/contracts/callback-requests';
import type { Database } from '../../db/client';
import { callbackRequests } from '../../db/schema';
import { enqueueMail } from '../../platform/mail';
import { callbackConfirmation, callbackNotification } from './mails';
import { withFreshReference } from '../../platform/reference-code';
import { referencePrefixes } from '@shared/reference-code';

export interface CallbackRequestsDeps {
  db: Database;
  supportEmail: string;
  siteName: string;
}

/**
 * Stores a callback request with a fresh reference and, in the same transaction, the support
 * team's copy and (when the person gave an address) their confirmation e-mail.
 */
export async function submitCallbackRequest(
  deps: CallbackRequestsDeps,
  request: CallbackRequest,
  locale: Locale,
): Promise<string> {
  return deps.db.transaction((tx) =>
    withFreshReference(referencePrefixes.callback, async (reference) => {
      const [row] = await tx
        .insert(callbackRequests)
        .values({
          reference,
          name: request.name,
          phone: request.phone ?? null,
          email: request.email ?? null,
          preferredTimes: request.preferredTimes,
          timeZone: request.timeZone,
          message: request.message ?? null,
          locale,
        })
        .onConflictDoNothing({ target: callbackRequests.reference })
        .returning({ reference: callbackRequests.reference });
      if (!row) return undefined;
      await enqueueMail(
        tx,
        callbackNotification(reference, { ...request, locale }, deps.supportEmail),
      );
      if (request.email) {
        await enqueueMail(
          tx,
          callbackConfirmation(
            reference,
            { ...request, email: request.email, locale },
            deps.siteName,
          ),
        );
      }
      return reference;
    }),
  );
}
