import { INTAKE_INVITE_LIFETIME_DAYS } from '@shared/contracts/admin-inbox';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';

/** Staff invite the person behind an intake request to create an account (again, if asked). */
export function intakeInviteLetter(
  to: { email: string; firstName: string },
  site: SiteConfig,
  registerUrl: string,
): MailMessage {
  return renderLetter({
    to: to.email,
    replyTo: site.supportEmail,
    subject: 'Create your account with Timeshare Resolution Advocates',
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      'Thank you for asking Timeshare Resolution Advocates for help with your timeshare. We are a nonprofit, and our help is free.',
      'So that we can work on your request together, we invite you to create an account. The link below opens the sign-up page with your name and e-mail address already filled in: you only choose a password.',
      'With an account you can tell us more about your situation, see how your case is going and read our updates in one place.',
      `The link works for ${INTAKE_INVITE_LIFETIME_DAYS} days. If we sent you a link before, only this newest one works. If it has expired, you can still create an account on our website, or ask us for a new link.`,
      'If you did not ask us for help, you can ignore this e-mail.',
    ],
    action: { label: 'Create your account', url: registerUrl },
    closing: supportClosing(site),
  });
}
