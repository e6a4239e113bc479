import { purchaseTimeframes } from '@shared/options';
import type { IntakeRequest } from '@shared/contracts/intake-request';
import type { ContactMessage } from '@shared/contracts/public-forms';
import { signingPlaceOptions } from '@shared/guided-help/answers';
import { intakeNextSteps, START_GUIDE_LABEL, type IntakeOutcome } from '@shared/intake-next-steps';
import { optionLabel } from '@shared/option-list';
import { formatLongDate } from '@shared/rescission/dates';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { summaryMail } from '../../platform/mail-summary';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
} from '../../platform/mail-letter';
import { LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';

function urgencyLine(outcome: IntakeOutcome): string | undefined {
  if (!outcome.timeCritical) return undefined;
  return outcome.lastDay
    ? `Yes: the period to cancel may end as early as ${formatLongDate(outcome.lastDay)}`
    : 'Yes: signed recently where we hold no rule; check the law that applies';
}

/** The support team's copy of a help request; replies go straight to the person. */
export function intakeNotification(
  outcome: IntakeOutcome,
  request: IntakeRequest & { locale: Locale },
  to: string,
): MailMessage {
  const timeframe = purchaseTimeframes.find((option) => option.value === request.purchaseDate);
  const name = `${request.firstName} ${request.lastName}`;
  return {
    to,
    replyTo: request.email,
    subject: `${outcome.timeCritical ? 'TIME-CRITICAL: ' : ''}New help request ${outcome.reference} from ${name}`,
    ...summaryMail(
      outcome.timeCritical
        ? 'A new help request arrived through the website. The person may still be able to cancel their purchase: please contact them today.'
        : 'A new help request arrived through the website. Please contact the person within 24 hours.',
      [
        ['Reference', outcome.reference],
        ['Time-critical', urgencyLine(outcome)],
        ['Name', name],
        ['Email', request.email],
        ['Phone', request.phone],
        ['Written in', LOCALE_NAMES[request.locale]],
        ['Timeshare company', request.timeshareCompany],
        ['Purchased', timeframe?.label.message],
        [
          'Signed in',
          request.signedState && optionLabel(signingPlaceOptions, request.signedState).message,
        ],
        ['Signed on', request.signedOn && formatLongDate(request.signedOn)],
        ['Consent to be contacted', request.consent === 'true' ? 'Yes' : 'No'],
      ],
      ['Their situation', request.situation],
    ),
  };
}

/**
 * The person's confirmation, in the language they wrote in: their reference and what happens
 * next, urgent first.
 */
export function intakeConfirmation(
  outcome: IntakeOutcome,
  request: IntakeRequest & { locale: Locale },
  site: SiteConfig,
  publicUrl: string,
): MailMessage {
  const language = letterLanguage(request.locale);
  const { say } = language;
  const next = intakeNextSteps(outcome, site, language.locale, language.longDate);
  return renderLetter({
    to: request.email,
    language,
    replyTo: site.supportEmail,
    subject: say(
      text('We received your request for help ({reference})', { reference: outcome.reference }),
    ),
    greeting: greetingFor(language, request.firstName),
    paragraphs: [
      say(text('Thank you for writing to Timeshare Resolution Advocates. We have your request.')),
      ...(next.urgent ?? []).map(say),
      ...next.steps.map(say),
    ],
    action: { label: say(START_GUIDE_LABEL), url: language.link(publicUrl, '/help') },
    closing: supportClosing(site, language, { inviteReply: true }),
  });
}

export function contactNotification(
  id: string,
  message: ContactMessage & { locale: Locale },
  to: string,
): MailMessage {
  return {
    to,
    replyTo: message.email,
    subject: `Website message: ${message.subject}`,
    ...summaryMail(
      'A new message arrived through the website contact form.',
      [
        ['Reference', id],
        ['Name', `${message.firstName} ${message.lastName}`],
        ['Email', message.email],
        ['Written in', LOCALE_NAMES[message.locale]],
        ['Subject', message.subject],
      ],
      ['Message', message.message],
    ),
  };
}
