import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export interface CaseSectionProps {
  /** The section's id; its heading is `${id}-heading`. */
  id: string;
  title: ReactNode;
  /** A sentence under the heading saying what the section is for. */
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One part of the case page, a card with its own heading (h2) that names the region. */
export function CaseSection({ id, title, intro, children, className }: CaseSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        'scroll-mt-24 space-y-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="space-y-1">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink-900">
          {title}
        </h2>
        {intro ? <p className="text-ink-700">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
