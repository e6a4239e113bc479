/** A date `offset` days from today, where the browser is, as YYYY-MM-DD and in words. */
export function dayFromToday(offset: number): { iso: string; words: string } {
  const now = new Date();
  const utc = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return {
    iso: utc.toISOString().slice(0, 10),
    words: new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(utc),
  };
}
