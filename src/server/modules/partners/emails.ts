import { MAX_DOCUMENT_SIZE_LABEL } from '@shared/document-files';
import type { PartnerApplication } from '@shared/contracts/partners';
import { optionLabel, partnerCompanyTypes } from '@shared/options';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';
import { VERIFICATION_LINK_LIFETIME_DAYS } from './verification-link';

/** The applicant's confirmation: what happens next, and the link to send license documents. */
export function applicationReceivedLetter(
  application: PartnerApplication,
  site: SiteConfig,
  verificationUrl: string,
): MailMessage {
  return renderLetter({
    to: application.email,
    replyTo: site.supportEmail,
    subject: 'We received your TRA partnership application',
    greeting: `Dear ${application.contactPerson},`,
    paragraphs: [
      `Thank you for applying to join the Timeshare Resolution Advocates partner network on behalf of ${application.companyName}. We have received your application.`,
      'What happens next:',
      '1. Documentation: please upload your license documents (for example your business license or bar admission certificate) using the link below.',
      '2. Review: our team reviews your application and documents within 3-5 business days.',
      '3. Approval: once approved, we e-mail you a link to set your password for the partner portal.',
      `Documents can be PDF, DOC or JPG files of up to ${MAX_DOCUMENT_SIZE_LABEL} each. The same link shows where your application stands; it works for ${VERIFICATION_LINK_LIFETIME_DAYS} days.`,
    ],
    action: { label: 'Upload your license documents', url: verificationUrl },
    closing: supportClosing(site),
  });
}

/** Tells staff a new application is waiting for review; replies go to the applicant. */
export function newApplicationNotice(
  application: PartnerApplication,
  site: SiteConfig,
  publicUrl: string,
): MailMessage {
  return renderLetter({
    to: site.supportEmail,
    replyTo: application.email,
    subject: `New partner application: ${application.companyName}`,
    paragraphs: [
      'A new partnership application arrived through the partner portal. We promise applicants a review within 3-5 business days.',
      // TODO(i18n): recipient language
      `Company: ${application.companyName} (${optionLabel(partnerCompanyTypes, application.companyType).message})`,
      `Contact person: ${application.contactPerson}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Jurisdiction: ${application.jurisdiction}`,
      `Services: ${application.servicesOffered.join(', ')}`,
    ],
    action: { label: 'Review applications', url: `${publicUrl}/admin/applications` },
  });
}
