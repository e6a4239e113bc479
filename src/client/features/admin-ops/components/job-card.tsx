import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Trash2 } from 'lucide-react';
import type { AdminJob } from '@shared/contracts/admin-ops';
import { Button } from '@client/components/ui/button';
import { formatDateTime } from '@client/lib/format-date';

export const jobStatusLabels: Record<AdminJob['status'], MessageDescriptor> = {
  pending: msg`Waiting to run`,
  running: msg`Running`,
  done: msg`Done`,
  failed: msg`Failed`,
  discarded: msg`Discarded`,
};

/** One background job: what it is, how it went, and Retry / Discard where they apply. */
export function JobCard({
  job,
  busy,
  onRetry,
  onDiscard,
}: {
  job: AdminJob;
  /** A retry or discard of this job is under way. */
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { i18n } = useLingui();
  const attempts = job.attempts;
  const maxAttempts = job.maxAttempts;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const headingId = `job-${job.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5"
    >
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-bold break-words text-ink-900">
          {job.summary}
        </h3>
        <dl className="grid gap-x-6 gap-y-1 text-ink-700 sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">
              <Trans>Type:</Trans>{' '}
            </dt>
            <dd className="inline break-all">{job.type}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              <Trans>Status:</Trans>{' '}
            </dt>
            <dd className="inline">{i18n._(jobStatusLabels[job.status])}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              <Trans>Attempts:</Trans>{' '}
            </dt>
            <dd className="inline">
              <Trans>
                {attempts} of {maxAttempts}
              </Trans>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              <Trans>Created:</Trans>{' '}
            </dt>
            <dd className="inline">{formatDateTime(job.createdAt)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              <Trans>Last changed:</Trans>{' '}
            </dt>
            <dd className="inline">{formatDateTime(job.updatedAt)}</dd>
          </div>
        </dl>
      </div>
      {job.lastError ? (
        <div className="space-y-1">
          <p className="font-semibold text-ink-900">
            <Trans>Last error</Trans>
          </p>
          <pre className="max-h-60 overflow-auto rounded-lg bg-ink-100 p-3 text-sm whitespace-pre-wrap break-words text-ink-900">
            {job.lastError}
          </pre>
        </div>
      ) : null}
      {job.status === 'failed' || job.status === 'discarded' ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={onRetry} disabled={busy} aria-describedby={headingId}>
            <RotateCcw aria-hidden="true" className="h-5 w-5" />
            <Trans>Retry</Trans>
          </Button>
          {job.status === 'failed' ? (
            <Button
              variant="danger-outline"
              onClick={onDiscard}
              disabled={busy}
              aria-describedby={headingId}
            >
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              <Trans>Discard</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
