import { twMerge } from 'tailwind-merge';

/**
 * Elements under `root` that carry two classes fighting over one property (`p-4 p-6`), as
 * tailwind-merge's full table of Tailwind's utilities sees them. Components give a caller's
 * class precedence with `withReplaceable` (lib/cn) instead of merging at run time; this finds
 * any place that slipped, whichever class the stylesheet's order would have let win.
 */
export function classConflictsIn(root: Element): string[] {
  const conflicts: string[] = [];
  for (const element of [root, ...root.querySelectorAll('[class]')]) {
    const classes = element.getAttribute('class')?.split(/\s+/).filter(Boolean) ?? [];
    if (classes.length < 2) continue;
    const kept = new Set(twMerge(classes.join(' ')).split(' '));
    const lost = classes.filter((name) => !kept.has(name));
    if (lost.length > 0) {
      conflicts.push(
        `<${element.tagName.toLowerCase()} class="${classes.join(' ')}">: ${lost.join(', ')}`,
      );
    }
  }
  return conflicts;
}
