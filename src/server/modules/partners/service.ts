import { sql } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { PARTNER_EMAIL_TAKEN_MESSAGE, type PartnerApplication } from '@shared/contracts/partners';
import { isUniqueViolation } from '../../db/errors';
import { partnerApplications, partners } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import type { PartnerNetworkDeps } from '../partner-deps';
import { applicationReceivedLetter, newApplicationNotice } from './emails';
import { issueVerificationLink } from './verification-link';

// Admins send the set-password link (on approval, or again on request); this module owns it.
export { issuePartnerInvite, PARTNER_INVITE_LIFETIME_HOURS } from './set-password-link';

const emailTaken = () => new AppError(409, 'PARTNER_EMAIL_TAKEN', PARTNER_EMAIL_TAKEN_MESSAGE);

/** Partner addresses are unique in any letter case (partners_email_lower_idx). */
export const samePartnerEmail = (email: string) =>
  sql`lower(${partners.email}) = ${email.toLowerCase()}`;

/** The firm's columns as the application form gives them (the form requires the agreement). */
export function partnerColumnsOf(application: Omit<PartnerApplication, 'companyWebsite'>) {
  return {
    companyName: application.companyName,
    companyType: application.companyType,
    contactPerson: application.contactPerson,
    email: application.email,
    phone: application.phone,
    website: application.website ?? null,
    businessLicense: application.businessLicense ?? null,
    barNumber: application.barNumber ?? null,
    jurisdiction: application.jurisdiction,
    servicesOffered: application.servicesOffered,
    agreementAccepted: true,
  };
}

/**
 * Stores an application: the partner (pending, no password until approved), its application
 * row, the Verification tab link, the audit entry and both e-mails (applicant and staff), all
 * in one transaction. Returns the application's id.
 */
export async function submitApplication(
  deps: Pick<PartnerNetworkDeps, 'db' | 'publicUrl' | 'site'>,
  form: PartnerApplication,
  locale: Locale,
  now = new Date(),
): Promise<string> {
  const { companyWebsite: _honeypot, ...application } = form;
  try {
    return await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(samePartnerEmail(application.email));
      if (existing) throw emailTaken();

      const [partner] = await tx
        .insert(partners)
        .values({
          ...partnerColumnsOf(application),
          locale,
          verificationStatus: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [row] = await tx
        .insert(partnerApplications)
        .values({
          partnerId: partner!.id,
          applicationType: 'partnership',
          applicationData: { ...application },
          status: 'submitted',
          submittedAt: now,
        })
        .returning();
      const verificationUrl = await issueVerificationLink(tx, partner!.id, {
        publicUrl: deps.publicUrl,
        now,
        locale,
      });

      await recordAudit(tx, {
        actorKind: 'partner',
        actorId: partner!.id,
        action: 'partner_application.submitted',
        entityType: 'partner_application',
        entityId: row!.id,
        before: null,
        after: { ...row, partner: { ...partner, passwordHash: undefined } },
      });
      await enqueueMail(
        tx,
        applicationReceivedLetter({ ...form, locale }, deps.site, verificationUrl),
      );
      await enqueueMail(tx, newApplicationNotice(form, deps.site, deps.publicUrl));
      return row!.id;
    });
  } catch (error) {
    // Two applications with one address at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
