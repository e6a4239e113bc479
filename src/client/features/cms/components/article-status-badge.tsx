import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import type { ArticleStatus } from '@shared/domain-values';
import { cn } from '@client/lib/cn';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { articleStatusLabel, formatShortDate } from './content-labels';

/** A light tint and a dot; the status is always said in words, in dark text. */
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const statusStyles: Record<ArticleStatus, { badge: string; dot: string }> = {
  draft: { badge: 'border-yellow-300 bg-yellow-50 text-yellow-900', dot: 'bg-yellow-500' },
  published: { badge: 'border-green-300 bg-green-50 text-green-900', dot: 'bg-green-600' },
  archived: { badge: 'border-ink-300 bg-ink-100 text-ink-900', dot: 'bg-ink-500' },
};
/* eslint-enable lingui/no-unlocalized-strings */

const badgeClassName =
  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold';

export function ArticleStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const style = statusStyles[status as ArticleStatus] ?? statusStyles.archived;
  return (
    <span className={cn(badgeClassName, style.badge)}>
      <span aria-hidden="true" className={cn('h-2.5 w-2.5 shrink-0 rounded-full', style.dot)} />
      <span>
        <span className="sr-only">
          <Trans>Status:</Trans>
        </span>{' '}
        {articleStatusLabel(status, i18n)}
      </span>
    </span>
  );
}

/** 'Updated Mar 4, 2025', in the page's language. */
export function UpdatedOn({ value }: { value: string }) {
  const date = formatShortDate(value, useIntlLocale());
  return (
    <span>
      <Trans>Updated {date}</Trans>
    </span>
  );
}

export function FeaturedBadge() {
  return (
    <span className={cn(badgeClassName, 'border-accent-500 bg-accent-100 text-ink-900')}>
      <Star aria-hidden="true" className="h-3.5 w-3.5 fill-accent-400 text-ink-900" />
      <Trans>Featured</Trans>
    </span>
  );
}

/** On or off, in the words of the list: 'Active'/'Inactive', or 'Public'/'Hidden'. */
export function ActiveBadge({
  active,
  activeLabel,
  inactiveLabel,
}: {
  active: boolean;
  activeLabel?: string;
  inactiveLabel?: string;
}) {
  const { t } = useLingui();
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
      {active ? (activeLabel ?? t`Active`) : (inactiveLabel ?? t`Inactive`)}
    </span>
  );
}
