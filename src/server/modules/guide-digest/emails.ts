import type { Locale } from '@shared/i18n/locales';
import { text, type TextDescriptor } from '@shared/i18n/text';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
  type LetterLanguage,
  type LetterLinkList,
} from '../../platform/mail-letter';
import type { DigestFrequency } from './schedule';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from './unsubscribe-links';

export interface DigestMailContext {
  /** The site's public address without a trailing slash. */
  publicUrl: string;
  site: SiteConfig;
}

/** One new guide or legal resource: its title and its address on our site (from the root). */
export interface DigestItem {
  title: string;
  url: string;
}

export interface DigestContents {
  frequency: DigestFrequency;
  guides: DigestItem[];
  legalResources: DigestItem[];
  /** The signed, single-use unsubscribe token (unsubscribe-links.ts). */
  unsubscribeToken: string;
}

/** Items listed by name in each part; the rest are counted with a link to the whole list. */
export const DIGEST_LISTED_ITEMS = 10;

const HOW_OFTEN: Record<DigestFrequency, TextDescriptor> = {
  daily: text(
    'We send this e-mail once a day at most, and only when there is something new, because of your choice in Your Preferences on your dashboard.',
  ),
  weekly: text(
    'We send this e-mail once a week at most, and only when there is something new, because of your choice in Your Preferences on your dashboard.',
  ),
  monthly: text(
    'We send this e-mail once a month at most, and only when there is something new, because of your choice in Your Preferences on your dashboard.',
  ),
};

function itemList(
  language: LetterLanguage,
  heading: string,
  items: DigestItem[],
  more: { label: string; url: string },
  publicUrl: string,
): LetterLinkList[] {
  if (items.length === 0) return [];
  const listed = items.slice(0, DIGEST_LISTED_ITEMS);
  const rest = items.length - listed.length;
  return [
    {
      heading,
      links: [
        ...listed.map((item) => ({ label: item.title, url: language.link(publicUrl, item.url) })),
        ...(rest > 0 ? [{ label: more.label, url: language.link(publicUrl, more.url) }] : []),
      ],
    },
  ];
}

/**
 * The guide digest: titles and links of what is new on our website for the client, how to
 * change how often it comes, and how to stop it without signing in (a page with one button,
 * and the List-Unsubscribe headers that let a mail program do it in one click).
 */
export function guideDigestLetter(
  recipient: { email: string; firstName: string; locale: Locale },
  contents: DigestContents,
  context: DigestMailContext,
): MailMessage {
  const { publicUrl } = context;
  const language = letterLanguage(recipient.locale);
  const { say } = language;
  const unlisted = (count: number) => Math.max(0, count - DIGEST_LISTED_ITEMS);
  const letter = renderLetter({
    to: recipient.email,
    language,
    subject: say(text('New guides for you from Timeshare Resolution Advocates')),
    greeting: greetingFor(language, recipient.firstName),
    paragraphs: [
      say(
        text(
          'We have added new information to our website that matches the interests you chose. Each link opens it on our website; you do not need to sign in to read it.',
        ),
      ),
    ],
    linkLists: [
      ...itemList(
        language,
        say(text('New guides')),
        contents.guides,
        {
          label: say(
            text(
              '{count, plural, one {# more new guide in our Education Centre} other {# more new guides in our Education Centre}}',
              {
                count: unlisted(contents.guides.length),
              },
            ),
          ),
          url: '/resources',
        },
        publicUrl,
      ),
      ...itemList(
        language,
        say(text('New in our legal database')),
        contents.legalResources,
        {
          label: say(
            text(
              '{count, plural, one {# more new entry in our legal database} other {# more new entries in our legal database}}',
              {
                count: unlisted(contents.legalResources.length),
              },
            ),
          ),
          url: '/legal',
        },
        publicUrl,
      ),
      {
        heading: say(text('Your e-mail choices')),
        links: [
          {
            label: say(text('Change how often we e-mail you')),
            url: language.link(publicUrl, '/dashboard'),
          },
          {
            label: say(text('Stop all e-mails from us (this also stops e-mails about your case)')),
            url: unsubscribePageUrl(publicUrl, contents.unsubscribeToken, recipient.locale),
          },
        ],
      },
    ],
    closing: [say(HOW_OFTEN[contents.frequency]), ...supportClosing(context.site, language)],
  });
  return {
    ...letter,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, contents.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
