import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing } from '../../platform/mail-letter';

interface Recipient {
  email: string;
  firstName: string;
}

/** Sent once an account is created: what happens next and how to reach a person. */
export function welcomeLetter(to: Recipient, site: SiteConfig, publicUrl: string): MailMessage {
  return renderLetter({
    to: to.email,
    subject: 'Welcome to Timeshare Resolution Advocates',
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      'Thank you for creating your account with Timeshare Resolution Advocates. We are a nonprofit, and our help is free.',
      'Your next step: sign in and complete the short onboarding. It asks a few questions about your timeshare and your situation, so we understand what you need.',
      'Once you have told us about your situation, a member of our team reviews it and replies within 24-48 hours.',
    ],
    action: { label: 'Go to your dashboard', url: `${publicUrl}/dashboard` },
    closing: supportClosing(site),
    replyTo: site.supportEmail,
  });
}

/** The single-use link to choose a new password. */
export function passwordResetLetter(
  to: Recipient,
  site: SiteConfig,
  resetUrl: string,
): MailMessage {
  return renderLetter({
    to: to.email,
    subject: 'Choose a new password for your TRA account',
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      'We received a request to choose a new password for your Timeshare Resolution Advocates account.',
      'The link below works for 1 hour and can be used once. If it has expired, you can ask for a new one on the sign-in page.',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    closing: supportClosing(site),
    replyTo: site.supportEmail,
  });
}

/** Tells the owner of an account that its password changed, in case it was not them. */
/**
 * Tells the owner their password changed. `keptDevice`: changed while signed in, so the device
 * that made the change stays signed in and only the others are signed out.
 */
export function passwordChangedLetter(
  to: Recipient,
  site: SiteConfig,
  { keptDevice = false } = {},
): MailMessage {
  const signedOut = keptDevice
    ? 'For your safety, every other device that was signed in has been signed out.'
    : 'For your safety, every device that was signed in has been signed out.';
  return renderLetter({
    to: to.email,
    subject: 'Your password was changed',
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      `The password for your Timeshare Resolution Advocates account was just changed. ${signedOut}`,
      `If you did not do this, please contact us right away at ${site.supportEmail} or ${site.supportPhonePrimary}.`,
    ],
    closing: supportClosing(site),
    replyTo: site.supportEmail,
  });
}
