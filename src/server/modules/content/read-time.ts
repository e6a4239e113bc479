/** A comfortable reading pace for the guides' audience. */
export const WORDS_PER_MINUTE = 200;

/** Counts the words a reader sees, leaving out Markdown markup and link addresses. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[a-z]*\n?/gi, ' ')
    // [label](address) and ![alt](address): keep the label, drop the address.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read at WORDS_PER_MINUTE, rounded up, and never less than 1. */
export function estimateReadTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
