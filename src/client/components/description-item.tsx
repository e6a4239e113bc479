import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** One term and its value in a <dl> of facts, the term small above the value. */
export function DescriptionItem({
  term,
  children,
  className,
}: {
  term: ReactNode;
  children: ReactNode;
  /** Extra classes, such as a column span. */
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 space-y-0.5', className)}>
      <dt className="text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="text-ink-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
