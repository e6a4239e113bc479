import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import { renderLetter, supportClosing, type LetterLinkList } from '../../platform/mail-letter';
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

const HOW_OFTEN: Record<DigestFrequency, string> = {
  daily: 'once a day',
  weekly: 'once a week',
  monthly: 'once a month',
};

function itemList(
  heading: string,
  items: DigestItem[],
  more: { label: (count: number) => string; url: string },
  publicUrl: string,
): LetterLinkList[] {
  if (items.length === 0) return [];
  const listed = items.slice(0, DIGEST_LISTED_ITEMS);
  const rest = items.length - listed.length;
  return [
    {
      heading,
      links: [
        ...listed.map((item) => ({ label: item.title, url: `${publicUrl}${item.url}` })),
        ...(rest > 0 ? [{ label: more.label(rest), url: `${publicUrl}${more.url}` }] : []),
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
  recipient: { email: string; firstName: string },
  contents: DigestContents,
  context: DigestMailContext,
): MailMessage {
  const { publicUrl } = context;
  const letter = renderLetter({
    to: recipient.email,
    subject: 'New guides for you from Timeshare Resolution Advocates',
    greeting: `Dear ${recipient.firstName},`,
    paragraphs: [
      'We have added new information to our website that matches the interests you chose. Each link opens it on our website; you do not need to sign in to read it.',
    ],
    linkLists: [
      ...itemList(
        'New guides',
        contents.guides,
        { label: (count) => `${count} more new guides in our Education Centre`, url: '/resources' },
        publicUrl,
      ),
      ...itemList(
        'New in our legal database',
        contents.legalResources,
        { label: (count) => `${count} more new entries in our legal database`, url: '/legal' },
        publicUrl,
      ),
      {
        heading: 'Your e-mail choices',
        links: [
          { label: 'Change how often we e-mail you', url: `${publicUrl}/dashboard` },
          {
            label: 'Stop all e-mails from us (this also stops e-mails about your case)',
            url: unsubscribePageUrl(publicUrl, contents.unsubscribeToken),
          },
        ],
      },
    ],
    closing: [
      `We send this e-mail ${HOW_OFTEN[contents.frequency]} at most, and only when there is something new, because of your choice in Your Preferences on your dashboard.`,
      ...supportClosing(context.site),
    ],
  });
  return {
    ...letter,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, contents.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
