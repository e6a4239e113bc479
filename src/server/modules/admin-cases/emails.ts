import { text } from '@shared/i18n/text';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { partnerLetter, type PartnerRecipient } from '../admin-partners/emails';

export interface AssignedCaseFacts {
  caseNumber: string;
  timeshareCompany: string;
  clientFirstName: string;
}

/**
 * A case was assigned to the partner. E-mail is not a safe place for a client's details, so
 * it names only the case, the timeshare company and the client's first name.
 */
export function caseAssignedLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  facts: AssignedCaseFacts,
  dashboardUrl: string,
): MailMessage {
  const { caseNumber, timeshareCompany, clientFirstName } = facts;
  return partnerLetter(to, site, (say) => ({
    subject: say(text('New case assigned to you: {caseNumber}', { caseNumber })),
    paragraphs: [
      say(text('We have assigned a new case to {companyName}.', { companyName: to.companyName })),
      say(
        text(
          "Case number: {caseNumber}. Timeshare company: {timeshareCompany}. Client's first name: {clientFirstName}.",
          { caseNumber, timeshareCompany, clientFirstName },
        ),
      ),
      say(
        text(
          "To protect the client's privacy, the case details and contact information are only in the partner portal. Please sign in to read the case and get in touch with the client.",
        ),
      ),
    ],
    action: { label: say(text('Open your partner dashboard')), url: dashboardUrl },
  }));
}
