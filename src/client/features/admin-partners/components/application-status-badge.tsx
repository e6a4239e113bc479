import { Trans, useLingui } from '@lingui/react/macro';
import type { PartnerApplicationStatus } from '@shared/domain-values';
import { cn } from '@client/lib/cn';
import { applicationStatusLabels } from './labels';

/** Tints only; the words always say the status (dark text keeps AA contrast on each tint). */
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const styles: Record<PartnerApplicationStatus, string> = {
  submitted: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  approved: 'border-green-300 bg-green-50 text-green-900',
  rejected: 'border-ink-300 bg-ink-100 text-ink-900',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function ApplicationStatusBadge({ status }: { status: PartnerApplicationStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-1 text-base font-semibold',
        styles[status],
      )}
    >
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {i18n._(applicationStatusLabels[status])}
    </span>
  );
}
