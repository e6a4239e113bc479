/**
 * "1 article", "3 cases": the count with the word that fits it, in English only.
 * @deprecated Counts people read are ICU plurals (`<Plural>`, or `plural()` inside `t`/`msg`),
 * which every language words its own way; this stays until the last English-only callers move.
 */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
