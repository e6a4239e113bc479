import { MAX_DOCUMENT_SIZE_LABEL } from '@shared/document-files';
import type { PartnerApplication } from '@shared/contracts/partners';
import type { Locale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import { optionLabel, partnerCompanyTypes } from '@shared/options';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { letterLanguage, renderLetter } from '../../platform/mail-letter';
import { partnerLetter } from '../admin-partners/emails';
import { VERIFICATION_LINK_LIFETIME_DAYS } from './verification-link';

/** The applicant's confirmation: what happens next, and the link to send license documents. */
export function applicationReceivedLetter(
  application: PartnerApplication & { locale: Locale },
  site: SiteConfig,
  verificationUrl: string,
): MailMessage {
  const { companyName } = application;
  return partnerLetter(application, site, (say) => ({
    subject: say(text('We received your TRA partnership application')),
    paragraphs: [
      say(
        text(
          'Thank you for applying to join the Timeshare Resolution Advocates partner network on behalf of {companyName}. We have received your application.',
          { companyName },
        ),
      ),
      say(text('What happens next:')),
      say(
        text(
          '1. Documentation: please upload your license documents (for example your business license or bar admission certificate) using the link below.',
        ),
      ),
      say(
        text(
          '2. Review: our team reviews your application and documents within 3-5 business days.',
        ),
      ),
      say(
        text(
          '3. Approval: once approved, we e-mail you a link to set your password for the partner portal.',
        ),
      ),
      say(
        text(
          'Documents can be PDF, DOC or JPG files of up to {maxSize} each. The same link shows where your application stands; it works for {days} days.',
          { maxSize: MAX_DOCUMENT_SIZE_LABEL, days: VERIFICATION_LINK_LIFETIME_DAYS },
        ),
      ),
    ],
    action: { label: say(text('Upload your license documents')), url: verificationUrl },
  }));
}

/**
 * Tells staff a new application is waiting for review; replies go to the applicant. The
 * support mailbox reads English, the team's working language.
 */
export function newApplicationNotice(
  application: PartnerApplication,
  site: SiteConfig,
  publicUrl: string,
): MailMessage {
  const companyType = optionLabel(partnerCompanyTypes, application.companyType).message;
  return renderLetter({
    to: site.supportEmail,
    language: letterLanguage('en'),
    replyTo: application.email,
    subject: `New partner application: ${application.companyName}`,
    paragraphs: [
      'A new partnership application arrived through the partner portal. We promise applicants a review within 3-5 business days.',
      `Company: ${application.companyName} (${companyType})`,
      `Contact person: ${application.contactPerson}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Jurisdiction: ${application.jurisdiction}`,
      `Services: ${application.servicesOffered.join(', ')}`,
    ],
    action: { label: 'Review applications', url: `${publicUrl}/admin/applications` },
  });
}
