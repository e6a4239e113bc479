import type { ContactMessage, IntakeRequest } from '@shared/contracts/public-forms';
import type { Database } from '../../db/client';
import { contactSubmissions, intakeSubmissions } from '../../db/schema';
import { enqueueMail } from '../../platform/mail';
import { contactNotification, intakeNotification } from './notifications';

export interface PublicFormsDeps {
  db: Database;
  supportEmail: string;
}

/** Stores a help request and, in the same transaction, the e-mail that forwards it to support. */
export async function submitIntake(deps: PublicFormsDeps, request: IntakeRequest): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(intakeSubmissions)
      .values({
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone ?? null,
        timeshareCompany: request.timeshareCompany,
        purchaseDate: request.purchaseDate ?? null,
        situation: request.situation,
        consent: request.consent,
      })
      .returning({ id: intakeSubmissions.id });
    await enqueueMail(tx, intakeNotification(row!.id, request, deps.supportEmail));
    return row!.id;
  });
}

export async function submitContact(
  deps: PublicFormsDeps,
  message: ContactMessage,
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
      })
      .returning({ id: contactSubmissions.id });
    await enqueueMail(tx, contactNotification(row!.id, message, deps.supportEmail));
    return row!.id;
  });
}
