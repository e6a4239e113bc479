import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { jobFilterValues, type AdminJob, type JobFilter } from '@shared/contracts/admin-ops';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { announce, announceFailure } from '@client/lib/announce';
import { useJobAction, useJobs, type JobAction } from '../api/jobs';
import { JobCard } from './job-card';

/** The English of the empty failed list (the tests read it); the page shows it translated. */
export const NO_FAILED_JOBS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the source text, for the tests
  'No failed jobs. E-mail and other background work is running normally.';

const filterOptions = [
  { value: 'failed', label: msg`Failed` },
  { value: 'pending', label: msg`Waiting to run` },
  { value: 'discarded', label: msg`Discarded` },
  { value: 'all', label: msg`All jobs` },
] as const satisfies readonly { value: JobFilter; label: MessageDescriptor }[];

const outcomes: Record<
  JobAction,
  { title: MessageDescriptor; message: MessageDescriptor; failed: MessageDescriptor }
> = {
  retry: {
    title: msg`Job queued to run again`,
    message: msg`It runs in a moment, with all its attempts.`,
    failed: msg`We could not retry the job.`,
  },
  discard: {
    title: msg`Job discarded`,
    message: msg`It stays on record and will not run again.`,
    failed: msg`We could not discard the job.`,
  },
};

function readFilter(params: URLSearchParams): JobFilter {
  const raw = params.get('status') ?? '';
  return (jobFilterValues as readonly string[]).includes(raw) ? (raw as JobFilter) : 'failed';
}

/** Background jobs by status (failed first of all), with Retry and Discard. */
export function JobsManager() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const status = readFilter(params);
  const jobs = useJobs(status);
  const action = useJobAction();
  const [confirming, setConfirming] = useState<AdminJob | null>(null);

  function run(job: AdminJob, kind: JobAction) {
    const texts = outcomes[kind];
    action.mutate(
      { jobId: job.id, action: kind },
      {
        onSuccess: () =>
          announce({
            tone: 'success',
            title: i18n._(texts.title),
            message: i18n._(texts.message),
          }),
        onError: (error) => announceFailure(i18n._(texts.failed), error),
        onSettled: () => setConfirming(null),
      },
    );
  }

  return (
    <section aria-labelledby="jobs-heading" className="space-y-5">
      <h2 id="jobs-heading" className="text-2xl font-bold text-ink-900">
        <Trans>Background jobs</Trans>
      </h2>
      <Field id="job-status" label={t`Show`} className="max-w-xs">
        {(aria) => (
          <Select
            {...aria}
            options={filterOptions.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            value={status}
            onChange={(event) =>
              setParams(event.target.value === 'failed' ? {} : { status: event.target.value })
            }
          />
        )}
      </Field>
      {jobs.isSuccess ? (
        <div className="space-y-4">
          <p role="status" className="text-ink-700">
            {jobs.data.length === 0
              ? status === 'failed'
                ? t`No failed jobs. E-mail and other background work is running normally.`
                : t`There are no jobs to show here.`
              : t`Showing ${plural(jobs.data.length, { one: '# job', other: '# jobs' })}, most recently changed first.`}
          </p>
          {jobs.data.length > 0 ? (
            <ul className="space-y-4">
              {jobs.data.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  busy={action.isPending && action.variables?.jobId === job.id}
                  onRetry={() => run(job, 'retry')}
                  onDiscard={() => setConfirming(job)}
                />
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <QueryStatus
          query={jobs}
          loadingLabel={t`Loading the jobs`}
          failedTitle={t`We could not load the jobs.`}
        />
      )}
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !action.isPending) setConfirming(null);
        }}
        title={t`Discard this job?`}
        description={t`It will not run again. It stays on record, and you can still retry it later.`}
      >
        {confirming ? (
          <div className="space-y-5">
            <p className="font-semibold break-words text-ink-900">{confirming.summary}</p>
            <div className="flex flex-wrap justify-end gap-3">
              <Button
                variant="outline"
                onClick={() => setConfirming(null)}
                disabled={action.isPending}
              >
                <Trans>Keep the job</Trans>
              </Button>
              <Button
                variant="danger"
                onClick={() => run(confirming, 'discard')}
                disabled={action.isPending}
              >
                <Trans>Discard the job</Trans>
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
