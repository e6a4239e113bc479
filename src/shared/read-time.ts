/*
 * The one read-time rule (issue 15): a stated read time is never more than the words justify.
 * Used wherever a read time is stored or shown: guides (API answers and CMS saves, so nobody
 * can state a longer one), the seed and recommendations.
 */

/** A comfortable reading pace for the guides' audience, many of them older readers. */
export const WORDS_PER_MINUTE = 150;

/** Counts the words a reader sees, leaving out Markdown markup and link addresses. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[a-z]*\n?/gi, ' ')
    // [label](address) and ![alt](address): keep the label, drop the address.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read the texts at WORDS_PER_MINUTE, rounded up, and never less than 1. */
export function readTimeMinutes(...texts: (string | null | undefined)[]): number {
  const words = texts.reduce((sum, text) => sum + (text ? countWords(text) : 0), 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
