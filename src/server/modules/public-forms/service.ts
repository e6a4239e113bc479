import type { Locale } from '@shared/i18n/locales';
import type { IntakeReceipt, IntakeRequest } from '@shared/contracts/intake-request';
import type { ContactMessage } from '@shared/contracts/public-forms';
import { intakeUrgency } from '@shared/guided-help/intake-urgency';
import { utcToday } from '@shared/rescission/dates';
import { referencePrefixes } from '@shared/reference-code';
import type { SiteConfig } from '@shared/site-config';
import type { Database } from '../../db/client';
import { contactSubmissions, intakeSubmissions } from '../../db/schema';
import { enqueueMail } from '../../platform/mail';
import { withFreshReference } from '../../platform/reference-code';
import { contactNotification, intakeConfirmation, intakeNotification } from './notifications';

export interface PublicFormsDeps {
  db: Database;
  site: SiteConfig;
  /** The site's absolute address, for the link to the guide in the confirmation. */
  publicUrl: string;
}

export type IntakeResult = Omit<IntakeReceipt, 'message'>;

/**
 * Stores a help request with a fresh reference and whether it is time-critical (worked out on
 * the server's day), and, in the same transaction, the support team's copy and the person's
 * confirmation.
 */
export async function submitIntake(
  deps: PublicFormsDeps,
  request: IntakeRequest,
  locale: Locale,
): Promise<IntakeResult> {
  const urgency = intakeUrgency(request, utcToday());
  return deps.db.transaction((tx) =>
    withFreshReference(referencePrefixes.helpRequest, async (reference) => {
      const [row] = await tx
        .insert(intakeSubmissions)
        .values({
          reference,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          phone: request.phone ?? null,
          timeshareCompany: request.timeshareCompany,
          purchaseDate: request.purchaseDate ?? null,
          signedState: request.signedState ?? null,
          signedOn: request.signedOn ?? null,
          timeCritical: urgency.timeCritical,
          rescissionLastDay: urgency.lastDay,
          situation: request.situation,
          consent: request.consent,
          locale,
        })
        .onConflictDoNothing({ target: intakeSubmissions.reference })
        .returning({ id: intakeSubmissions.id });
      if (!row) return undefined;
      const outcome = { reference, ...urgency };
      const written = { ...request, locale };
      await enqueueMail(tx, intakeNotification(outcome, written, deps.site.supportEmail));
      await enqueueMail(tx, intakeConfirmation(outcome, written, deps.site, deps.publicUrl));
      return { id: row.id, ...outcome };
    }),
  );
}

export async function submitContact(
  deps: PublicFormsDeps,
  message: ContactMessage,
  locale: Locale,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        firstName: message.firstName,
        lastName: message.lastName,
        email: message.email,
        subject: message.subject,
        message: message.message,
        locale,
      })
      .returning({ id: contactSubmissions.id });
    await enqueueMail(
      tx,
      contactNotification(row!.id, { ...message, locale }, deps.site.supportEmail),
    );
    return row!.id;
  });
}
