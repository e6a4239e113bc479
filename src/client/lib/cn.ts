import { clsx, type ClassValue } from 'clsx';

/** Joins class names (strings, lists, `{ name: condition }`), leaving out the empty ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

const TEXT_SIZE = /^text-(xs|sm|base|lg|xl|[2-9]xl)$/;

/**
 * The kinds of class a caller may put in place of a component's own. Two classes of one kind
 * fight over the same property, and which one wins would depend on the order of Tailwind's
 * stylesheet rather than on the order they are written in.
 */
const replaceableKinds: readonly RegExp[] = [
  /^p-/,
  /^px-/,
  /^py-/,
  /^mt-/,
  /^w-/,
  /^max-w-/,
  TEXT_SIZE,
  /^text-(white|black|transparent|current|[a-z]+-\d+(\/\d+)?)$/,
  /^bg-/,
  /^border(-\d+)?$/,
  /^border-(white|black|transparent|current|(?![xytblrse]-)[a-z]+-\d+(\/\d+)?)$/,
  /^rounded(-(none|sm|md|lg|xl|2xl|3xl|full))?$/,
  /^ring-(white|black|transparent|current|(?!offset-)[a-z]+-\d+(\/\d+)?)$/,
  /^grid-flow-/,
];

function splitVariant(token: string): { variant: string; utility: string } {
  const at = token.lastIndexOf(':');
  return { variant: token.slice(0, at + 1), utility: token.slice(at + 1) };
}

function sameKind(own: string, given: string): boolean {
  const a = splitVariant(own);
  const b = splitVariant(given);
  if (a.variant !== b.variant) return false;
  return replaceableKinds.some((kind) => kind.test(a.utility) && kind.test(b.utility));
}

/**
 * A component's own classes followed by the caller's, where a caller's class replaces the
 * component's class of the same kind for the same breakpoint or state (a card given `p-4`
 * loses its `p-6`, not its `sm:p-8`). So every element carries one class of each kind, which
 * a test checks across the component suite.
 */
export function withReplaceable(own: ClassValue, given?: ClassValue): string {
  const givenTokens = clsx(given).split(' ').filter(Boolean);
  if (givenTokens.length === 0) return clsx(own);
  const kept = clsx(own)
    .split(' ')
    .filter((token) => token && !givenTokens.some((other) => sameKind(token, other)));
  return [...kept, ...givenTokens].join(' ');
}
