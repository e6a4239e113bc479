import { Plural } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';

/**
 * A recommendations card: a landmark region named by its heading, with the number of
 * suggestions in a badge beside (not inside) the heading.
 */
export function RecommendationsRegion({
  headingId,
  heading,
  count,
  headingLevel = 'h2',
  children,
}: {
  headingId: string;
  heading: string;
  /** The number of suggestions, shown once they have loaded. */
  count?: number;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <Heading id={headingId} className="flex items-center gap-2 text-2xl font-bold text-ink-900">
          <Sparkles aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
          {heading}
        </Heading>
        {count ? (
          <span className="rounded-full bg-brand-800 px-3 py-0.5 text-base font-semibold text-white">
            <Plural value={count} one="# suggestion" other="# suggestions" />
          </span>
        ) : null}
      </div>
      {children}
    </Card>
  );
}
