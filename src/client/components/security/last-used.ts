import { countLabel } from '@client/lib/count-label';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Last used about 5 minutes ago": approximate on purpose, as the server records use at most
 * once a minute (issue 17 §5).
 */
export function lastUsedWords(lastUsedAt: string, now: number = Date.now()): string {
  const at = new Date(lastUsedAt).getTime();
  if (Number.isNaN(at)) return 'Last used: unknown';
  const ago = now - at;
  if (ago < MINUTE) return 'Last used just now';
  if (ago < HOUR) return `Last used about ${countLabel(Math.round(ago / MINUTE), 'minute')} ago`;
  if (ago < DAY) return `Last used about ${countLabel(Math.round(ago / HOUR), 'hour')} ago`;
  return `Last used about ${countLabel(Math.round(ago / DAY), 'day')} ago`;
}
