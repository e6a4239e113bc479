import type { Locale } from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cases,
  partners,
  userAccounts,
  userPreferences,
  users,
  type PrincipalKind,
} from '../../db/schema';
import type { PartnerRecipient } from '../admin-partners/emails';

/*
 * Who hears by e-mail of what happens on a case: the client (unless they chose to receive no
 * e-mail), the assigned partner firm's contact address and the staff owner, each only while
 * their account is active. The event's author's own side never does (service.ts).
 */

export type CaseSide = PrincipalKind;

export type NoticeRecipient =
  | { side: 'client'; email: string; firstName: string; locale: Locale }
  | ({ side: 'partner' } & PartnerRecipient)
  | { side: 'staff'; email: string; firstName: string; locale: Locale };

export interface CaseAudience {
  caseNumber: string;
  /** The sides with someone to tell, by side. */
  recipients: Partial<Record<CaseSide, NoticeRecipient>>;
}

/** The case's number and whom of each side an e-mail about it reaches; undefined if it is gone. */
export async function findCaseAudience(
  executor: Executor,
  caseId: string,
): Promise<CaseAudience | undefined> {
  const [row] = await executor
    .select({
      caseNumber: cases.caseNumber,
      client: {
        email: userAccounts.email,
        firstName: userAccounts.firstName,
        locale: userAccounts.locale,
        isActive: userAccounts.isActive,
        notificationFrequency: userPreferences.notificationFrequency,
      },
      partner: {
        email: partners.email,
        contactPerson: partners.contactPerson,
        companyName: partners.companyName,
        locale: partners.locale,
        isActive: partners.isActive,
      },
      staff: {
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        isActive: users.isActive,
      },
    })
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, cases.userId))
    .leftJoin(partners, eq(partners.id, cases.assignedPartnerId))
    .leftJoin(users, eq(users.id, cases.assignedTo))
    .where(eq(cases.id, caseId));
  if (!row) return undefined;
  const { client, partner, staff } = row;
  const recipients: CaseAudience['recipients'] = {};
  if (client.isActive && client.notificationFrequency !== 'never') {
    const { email, firstName, locale } = client;
    recipients.client = { side: 'client', email, firstName, locale };
  }
  if (partner?.isActive) {
    const { email, contactPerson, companyName, locale } = partner;
    recipients.partner = { side: 'partner', email, contactPerson, companyName, locale };
  }
  if (staff?.isActive) {
    const { email, firstName, locale } = staff;
    recipients.staff = { side: 'staff', email, firstName, locale };
  }
  return { caseNumber: row.caseNumber, recipients };
}
