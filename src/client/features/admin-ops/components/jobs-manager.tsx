import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { jobFilterValues, type AdminJob, type JobFilter } from '@shared/contracts/admin-ops';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { announce, announceFailure } from '@client/lib/announce';
import { countLabel } from '@client/lib/count-label';
import { useJobAction, useJobs, type JobAction } from '../api/jobs';
import { JobCard } from './job-card';

export const NO_FAILED_JOBS =
  'No failed jobs. E-mail and other background work is running normally.';

const filterOptions = [
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting to run' },
  { value: 'discarded', label: 'Discarded' },
  { value: 'all', label: 'All jobs' },
] as const satisfies readonly { value: JobFilter; label: string }[];

const outcomes: Record<JobAction, { title: string; message: string; failed: string }> = {
  retry: {
    title: 'Job queued to run again',
    message: 'It runs in a moment, with all its attempts.',
    failed: 'We could not retry the job.',
  },
  discard: {
    title: 'Job discarded',
    message: 'It stays on record and will not run again.',
    failed: 'We could not discard the job.',
  },
};

function readFilter(params: URLSearchParams): JobFilter {
  const raw = params.get('status') ?? '';
  return (jobFilterValues as readonly string[]).includes(raw) ? (raw as JobFilter) : 'failed';
}

/** Background jobs by status (failed first of all), with Retry and Discard. */
export function JobsManager() {
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
        onSuccess: () => announce({ tone: 'success', title: texts.title, message: texts.message }),
        onError: (error) => announceFailure(texts.failed, error),
        onSettled: () => setConfirming(null),
      },
    );
  }

  return (
    <section aria-labelledby="jobs-heading" className="space-y-5">
      <h2 id="jobs-heading" className="text-2xl font-bold text-ink-900">
        Background jobs
      </h2>
      <Field id="job-status" label="Show" className="max-w-xs">
        {(aria) => (
          <Select
            {...aria}
            options={filterOptions}
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
                ? NO_FAILED_JOBS
                : 'There are no jobs to show here.'
              : `Showing ${countLabel(jobs.data.length, 'job')}, most recently changed first.`}
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
          loadingLabel="Loading the jobs"
          failedTitle="We could not load the jobs."
        />
      )}
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !action.isPending) setConfirming(null);
        }}
        title="Discard this job?"
        description="It will not run again. It stays on record, and you can still retry it later."
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
                Keep the job
              </Button>
              <Button
                variant="danger"
                onClick={() => run(confirming, 'discard')}
                disabled={action.isPending}
              >
                Discard the job
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
