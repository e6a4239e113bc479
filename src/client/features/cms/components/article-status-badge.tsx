import { Star } from 'lucide-react';
import type { ArticleStatus } from '@shared/domain-values';
import { cn } from '@client/lib/cn';
import { articleStatusLabel } from './content-labels';

/** A light tint and a dot; the status is always said in words, in dark text. */
const statusStyles: Record<ArticleStatus, { badge: string; dot: string }> = {
  draft: { badge: 'border-yellow-300 bg-yellow-50 text-yellow-900', dot: 'bg-yellow-500' },
  published: { badge: 'border-green-300 bg-green-50 text-green-900', dot: 'bg-green-600' },
  archived: { badge: 'border-ink-300 bg-ink-100 text-ink-900', dot: 'bg-ink-500' },
};

const badgeClassName =
  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold';

export function ArticleStatusBadge({ status }: { status: string }) {
  const style = statusStyles[status as ArticleStatus] ?? statusStyles.archived;
  return (
    <span className={cn(badgeClassName, style.badge)}>
      <span aria-hidden="true" className={cn('h-2.5 w-2.5 shrink-0 rounded-full', style.dot)} />
      <span>
        <span className="sr-only">Status:</span> {articleStatusLabel(status)}
      </span>
    </span>
  );
}

export function FeaturedBadge() {
  return (
    <span className={cn(badgeClassName, 'border-accent-500 bg-accent-100 text-ink-900')}>
      <Star aria-hidden="true" className="h-3.5 w-3.5 fill-accent-400 text-ink-900" />
      Featured
    </span>
  );
}

/** On or off, in the words of the list: 'Active'/'Inactive', or 'Public'/'Hidden'. */
export function ActiveBadge({
  active,
  activeLabel = 'Active',
  inactiveLabel = 'Inactive',
}: {
  active: boolean;
  activeLabel?: string;
  inactiveLabel?: string;
}) {
  return (
    <span
      className={cn(
        badgeClassName,
        active
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-ink-300 bg-ink-100 text-ink-900',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('h-2.5 w-2.5 shrink-0 rounded-full', active ? 'bg-green-600' : 'bg-ink-500')}
      />
      {active ? activeLabel : inactiveLabel}
    </span>
  );
}
