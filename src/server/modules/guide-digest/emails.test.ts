import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@shared/site-config';
import { DIGEST_LISTED_ITEMS, guideDigestLetter } from './emails';

const context = { publicUrl: 'https://tra.example', site: defaultSiteConfig };
const guides = Array.from({ length: DIGEST_LISTED_ITEMS + 2 }, (_, index) => ({
  title: `Guide number ${index + 1}`,
  url: `/resources/guide-${index + 1}`,
}));

describe('the digest e-mail', () => {
  it('lists the first ten by name and counts the rest, with a link to all of them', () => {
    const mail = guideDigestLetter(
      { email: 'ruth@example.com', firstName: 'Ruth', locale: 'en' as const },
      { frequency: 'weekly', guides, legalResources: [], unsubscribeToken: 'id.0.1.sig' },
      context,
    );
    expect(mail.text).toContain(`Guide number ${DIGEST_LISTED_ITEMS}\n`);
    expect(mail.text).not.toContain(`Guide number ${DIGEST_LISTED_ITEMS + 1}`);
    expect(mail.text).toContain(
      '- 2 more new guides in our Education Centre\n  https://tra.example/resources\n',
    );
    // No empty part for the legal database.
    expect(mail.text).not.toContain('New in our legal database');
    expect(mail.html).toContain('<a href="https://tra.example/resources/guide-1"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://tra.example/api/notifications/unsubscribe/one-click?token=id.0.1.sig>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('https://tra.example/unsubscribe?token=id.0.1.sig');
  });
});
