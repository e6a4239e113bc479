import { INTL_LOCALES, pathInLocale, type Locale } from '@shared/i18n/locales';
import { formatLongDate } from '@shared/rescission/dates';
import { text, type TextDescriptor } from '@shared/i18n/text';
import { officeHoursIn, type SiteConfig } from '@shared/site-config';
import { i18nFor } from './i18n/server-i18n';
import { escapeHtml, type MailMessage } from './mail';

/**
 * How a letter speaks its recipient's language (issue 21): `say` translates a message, `link`
 * makes an address of our site in that language (`/es/dashboard`).
 */
export interface LetterLanguage {
  locale: Locale;
  say: (message: TextDescriptor) => string;
  link: (publicUrl: string, path: string) => string;
  /** A day (YYYY-MM-DD) written out: 'Monday, January 19, 2026'. */
  longDate: (iso: string) => string;
}

/** The letter language of a recipient who reads `locale`. */
export function letterLanguage(locale: Locale): LetterLanguage {
  const i18n = i18nFor(locale);
  return {
    locale,
    say: (message) => i18n._(message),
    link: (publicUrl, path) => `${publicUrl}${pathInLocale(path, locale)}`,
    longDate: (iso) => formatLongDate(iso, INTL_LOCALES[locale]),
  };
}

/** "Dear Margaret," in the recipient's language. */
export const greetingFor = (language: LetterLanguage, firstName: string) =>
  language.say(text('Dear {firstName},', { firstName }));

/** Links under a heading, such as the new guides of a digest. */
export interface LetterLinkList {
  heading: string;
  links: { label: string; url: string }[];
}

export interface Letter {
  to: string;
  /** The recipient's language: the letter's own fixed words follow it. */
  language: LetterLanguage;
  subject: string;
  /** "Dear Margaret," style opening; omitted when empty. */
  greeting?: string;
  paragraphs: string[];
  /** Lists of links after the paragraphs: each a heading, then one link a line. */
  linkLists?: LetterLinkList[];
  /** A single clear next step, shown as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Closing lines, e.g. how to reach support. */
  closing?: string[];
  replyTo?: string;
}

/**
 * Renders a message to a person (not to staff) as plain text and simple, large-type HTML
 * that reads well in every mail program, including for people who enlarge text.
 */
export function renderLetter(letter: Letter): MailMessage {
  const closing = letter.closing ?? [];
  const linkLists = letter.linkLists ?? [];
  const plainText = [
    ...(letter.greeting ? [letter.greeting, ''] : []),
    ...letter.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...linkLists.flatMap((list) => [
      list.heading,
      ...list.links.flatMap((link) => [`- ${link.label}`, `  ${link.url}`]),
      '',
    ]),
    ...(letter.action ? [`${letter.action.label}:`, letter.action.url, ''] : []),
    ...closing,
  ]
    .join('\n')
    .trimEnd();
  const paragraph = (content: string) =>
    `<p style="font-size:18px;line-height:1.5;margin:0 0 16px">${escapeHtml(content)}</p>`;
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:600px">',
    ...(letter.greeting ? [paragraph(letter.greeting)] : []),
    ...letter.paragraphs.map(paragraph),
    ...linkLists.flatMap((list) => [
      `<h2 style="font-size:20px;line-height:1.3;margin:24px 0 8px">${escapeHtml(list.heading)}</h2>`,
      '<ul style="padding-left:24px;margin:0 0 16px">',
      ...list.links.map(
        (link) =>
          `<li style="font-size:18px;line-height:1.5;margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></li>`,
      ),
      '</ul>',
    ]),
    ...(letter.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(letter.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;font-size:18px;text-decoration:none;display:inline-block">${escapeHtml(letter.action.label)}</a></p>`,
          paragraph(
            letter.language.say(
              text('If the button does not work, copy this address into your browser: {url}', {
                url: letter.action.url,
              }),
            ),
          ),
        ]
      : []),
    ...closing.map(paragraph),
    '</div>',
  ].join('\n');
  return {
    to: letter.to,
    subject: letter.subject,
    text: plainText,
    html,
    ...(letter.replyTo ? { replyTo: letter.replyTo } : {}),
  };
}

/**
 * The closing lines of a letter to a person: how to reach us, and who signs. Letters about a
 * case invite a reply (it reaches the support team); the others give the support address.
 */
export function supportClosing(
  site: SiteConfig,
  language: LetterLanguage,
  options: { inviteReply?: boolean } = {},
): string[] {
  const phone = site.supportPhonePrimary;
  const hours = officeHoursIn(site, language.locale);
  const reachUs = options.inviteReply
    ? text('Questions? Reply to this e-mail or call us at {phone} ({hours}).', { phone, hours })
    : text('Questions? Write to {email} or call {phone} ({hours}).', {
        email: site.supportEmail,
        phone,
        hours,
      });
  return [language.say(reachUs), 'Timeshare Resolution Advocates'];
}
