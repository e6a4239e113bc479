import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Last used about 5 minutes ago": approximate on purpose, as the server records use at most
 * once a minute (issue 17 §5). In the page's language.
 */
export function lastUsedWords(lastUsedAt: string, now: number = Date.now()): string {
  const at = new Date(lastUsedAt).getTime();
  if (Number.isNaN(at)) return activeText(text('Last used: unknown'));
  const ago = now - at;
  if (ago < MINUTE) return activeText(text('Last used just now'));
  if (ago < HOUR) {
    const count = Math.round(ago / MINUTE);
    return activeText(
      text(
        '{count, plural, one {Last used about # minute ago} other {Last used about # minutes ago}}',
        {
          count,
        },
      ),
    );
  }
  if (ago < DAY) {
    const count = Math.round(ago / HOUR);
    return activeText(
      text(
        '{count, plural, one {Last used about # hour ago} other {Last used about # hours ago}}',
        {
          count,
        },
      ),
    );
  }
  const count = Math.round(ago / DAY);
  return activeText(
    text('{count, plural, one {Last used about # day ago} other {Last used about # days ago}}', {
      count,
    }),
  );
}
