import { purchaseTimeframes } from '@shared/options';
import type { ContactMessage, IntakeRequest } from '@shared/contracts/public-forms';
import { escapeHtml, type MailMessage } from '../../platform/mail';

type Line = [label: string, value: string | undefined];

function render(
  heading: string,
  lines: Line[],
  longText: Line,
): Pick<MailMessage, 'text' | 'html'> {
  const shown = lines.filter(([, value]) => value);
  const text = [
    heading,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    `${longText[0]}:`,
    longText[1] ?? '',
  ].join('\n');
  const html = [
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    '<table cellpadding="4">',
    ...shown.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value!)}</td></tr>`,
    ),
    '</table>',
    `<h2 style="font-size:16px">${escapeHtml(longText[0])}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(longText[1] ?? '')}</p>`,
  ].join('\n');
  return { text, html };
}

/** The support team's copy of a help request; replies go straight to the person. */
export function intakeNotification(id: string, request: IntakeRequest, to: string): MailMessage {
  const timeframe = purchaseTimeframes.find((option) => option.value === request.purchaseDate);
  return {
    to,
    replyTo: request.email,
    subject: `New help request from ${request.firstName} ${request.lastName}`,
    ...render(
      'A new help request arrived through the website. Please contact the person within 24 hours.',
      [
        ['Reference', id],
        ['Name', `${request.firstName} ${request.lastName}`],
        ['Email', request.email],
        ['Phone', request.phone],
        ['Timeshare company', request.timeshareCompany],
        ['Purchased', timeframe?.label],
        ['Consent to be contacted', request.consent === 'true' ? 'Yes' : 'No'],
      ],
      ['Their situation', request.situation],
    ),
  };
}

export function contactNotification(id: string, message: ContactMessage, to: string): MailMessage {
  return {
    to,
    replyTo: message.email,
    subject: `Website message: ${message.subject}`,
    ...render(
      'A new message arrived through the website contact form.',
      [
        ['Reference', id],
        ['Name', `${message.firstName} ${message.lastName}`],
        ['Email', message.email],
        ['Subject', message.subject],
      ],
      ['Message', message.message],
    ),
  };
}
