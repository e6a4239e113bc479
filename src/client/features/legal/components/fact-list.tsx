import { cn } from '@client/lib/cn';
import type { Fact } from './record-facts';

/** Facts as a description list: each label in words, then its value. */
export function FactList({
  facts,
  className,
  stacked = false,
}: {
  facts: readonly Fact[];
  className?: string;
  /** Each value under its label, for narrow places. */
  stacked?: boolean;
}) {
  if (facts.length === 0) return null;
  return (
    <dl
      className={cn(
        'grid gap-x-6 gap-y-1',
        stacked ? 'grid-cols-1' : 'sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2',
        className,
      )}
    >
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold text-ink-900">{fact.label}</dt>
          <dd className="text-ink-700 [overflow-wrap:anywhere]">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
