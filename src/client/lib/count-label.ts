/** "1 article", "3 cases": the count with the word that fits it. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
