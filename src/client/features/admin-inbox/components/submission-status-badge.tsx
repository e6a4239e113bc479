import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionStatus } from '@shared/domain-values';
import { cn } from '@client/lib/cn';
import { submissionStatusLabels } from './inbox-labels';

/** Tints only: the words always say the status, in dark text that keeps AA contrast. */
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const styles: Record<SubmissionStatus, string> = {
  new: 'border-blue-300 bg-blue-50 text-blue-900',
  in_progress: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  handled: 'border-green-300 bg-green-50 text-green-900',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-base font-semibold',
        styles[status],
      )}
    >
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {i18n._(submissionStatusLabels[status])}
    </span>
  );
}
