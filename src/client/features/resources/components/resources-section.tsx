import type { ReactNode } from 'react';
import { withReplaceable } from '@client/lib/cn';

export interface ResourcesSectionProps {
  /** id of the heading, which names the section. */
  headingId: string;
  title: string;
  /** A sentence or two under the heading. */
  intro?: ReactNode;
  /** The heading's size, when not the page section's 'text-3xl'. */
  headingClassName?: string;
  children: ReactNode;
}

/** A part of the education centre's pages, named by its heading, with an optional introduction. */
export function ResourcesSection({
  headingId,
  title,
  intro,
  headingClassName,
  children,
}: ResourcesSectionProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2
        id={headingId}
        className={withReplaceable('text-3xl font-bold text-ink-900', headingClassName)}
      >
        {title}
      </h2>
      {intro ? <p className="max-w-3xl text-lg text-ink-700">{intro}</p> : null}
      {children}
    </section>
  );
}
