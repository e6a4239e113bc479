import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';
import { PARTNER_INVITE_LIFETIME_HOURS } from '../partners/service';

/** The partner firm a letter goes to: its contact person is greeted by name. */
export interface PartnerRecipient {
  email: string;
  contactPerson: string;
  companyName: string;
}

const linkRules = `The link works for ${PARTNER_INVITE_LIFETIME_HOURS} hours and can be used once. If it has expired, contact us and we will send you a new one.`;

/** A letter to a partner firm's contact person; replies go to the support mailbox. */
export function partnerLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  content: { subject: string; paragraphs: string[]; action?: { label: string; url: string } },
): MailMessage {
  return renderLetter({
    to: to.email,
    replyTo: site.supportEmail,
    subject: content.subject,
    greeting: `Dear ${to.contactPerson},`,
    paragraphs: content.paragraphs,
    ...(content.action ? { action: content.action } : {}),
    closing: supportClosing(site),
  });
}

/** The application was approved: the single-use link to choose a password. */
export function applicationApprovedLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  setPasswordUrl: string,
): MailMessage {
  return partnerLetter(to, site, {
    subject: 'Your TRA partnership application is approved',
    paragraphs: [
      `Good news: we have approved the partnership application of ${to.companyName}. Welcome to the Timeshare Resolution Advocates partner network.`,
      'Your next step is to choose a password for the partner portal, using the link below.',
      linkRules,
      'Once your password is set, sign in to the partner portal to see the cases we assign to you.',
    ],
    action: { label: 'Set your password', url: setPasswordUrl },
  });
}

/** The application was not approved, with the reviewer's reason. */
export function applicationRejectedLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  reason: string,
): MailMessage {
  return partnerLetter(to, site, {
    subject: 'Your TRA partnership application',
    paragraphs: [
      `Thank you for applying to join the Timeshare Resolution Advocates partner network on behalf of ${to.companyName}. We have reviewed your application, and we are not able to approve it.`,
      `The reason: ${reason}`,
      `If you have questions, or information that may change this decision, please write to ${site.supportEmail} or call ${site.supportPhonePrimary}.`,
    ],
  });
}

/** An admin sent a new set-password link (the first expired, or was lost). */
export function partnerInviteLetter(
  to: PartnerRecipient,
  site: SiteConfig,
  setPasswordUrl: string,
): MailMessage {
  return partnerLetter(to, site, {
    subject: 'Your new link to set your TRA partner portal password',
    paragraphs: [
      `Here is a new link to choose the password of the ${to.companyName} account in the Timeshare Resolution Advocates partner portal.`,
      linkRules,
      'Any link we sent you before no longer works.',
    ],
    action: { label: 'Set your password', url: setPasswordUrl },
  });
}
