const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * A date people read easily, like 'January 5, 2025'. A plain date ('2025-01-05') is read as
 * that calendar day wherever the reader is; anything unreadable is shown as it came.
 */
export function formatLegalDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = plain
    ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}
