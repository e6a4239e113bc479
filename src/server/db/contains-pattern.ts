/** The person's words as a literal ILIKE pattern: % and _ match themselves, not anything. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
