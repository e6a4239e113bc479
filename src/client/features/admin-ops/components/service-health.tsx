import { CircleCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatFileSize } from '@shared/document-files';
import type { AdminHealth } from '@shared/contracts/admin-health';
import { QueryStatus } from '@client/components/load-status';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { countLabel } from '@client/lib/count-label';
import { formatDateTime } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';
import { useServiceHealth } from '../api/health';

/** Backups are expected daily: one older than this is a problem to look at. */
const BACKUP_STALE_HOURS = 48;
/** A due job waiting longer than this means the worker is stuck or overwhelmed. */
const JOB_STUCK_MINUTES = 15;
/** Disk space is a problem well before the service would refuse to start. */
const DISK_ROOM_FACTOR = 2;

interface HealthLine {
  key: string;
  title: string;
  attention: boolean;
  text: ReactNode;
}

function minutesLabel(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return countLabel(minutes, 'minute');
}

function mailLine({ failingSince, lastSentAt }: AdminHealth['mail']): HealthLine {
  const lastSent = lastSentAt
    ? `The last e-mail went out ${formatDateTime(lastSentAt)}.`
    : 'No e-mail has gone out yet.';
  return {
    key: 'mail',
    title: 'E-mail',
    attention: failingSince !== null,
    text: failingSince ? (
      <>
        E-mail is failing since {formatDateTime(failingSince)}. {lastSent}{' '}
        <Link to={paths.adminJobs.getHref()} className="underline">
          See why in Background jobs
        </Link>
        .
      </>
    ) : (
      `E-mail is going out. ${lastSent}`
    ),
  };
}

function backupLine(lastBackupAt: string | null, now: Date): HealthLine {
  const ageHours = lastBackupAt ? (now.getTime() - new Date(lastBackupAt).getTime()) / 3.6e6 : 0;
  return {
    key: 'backup',
    title: 'Backups',
    attention: lastBackupAt === null || ageHours > BACKUP_STALE_HOURS,
    text: lastBackupAt
      ? `Backups last succeeded at ${formatDateTime(lastBackupAt)}.`
      : 'No backup has run yet.',
  };
}

function diskLine(disk: AdminHealth['disk']): HealthLine {
  if (!disk) {
    return {
      key: 'disk',
      title: 'Disk space',
      attention: true,
      text: 'We could not read the free space on the disk that holds the data folder.',
    };
  }
  return {
    key: 'disk',
    title: 'Disk space',
    attention: disk.freeBytes < disk.minimumFreeBytes * DISK_ROOM_FACTOR,
    text:
      `${formatFileSize(disk.freeBytes)} free of ${formatFileSize(disk.totalBytes)} on the disk that ` +
      `holds the data folder. The service will not start with less than ${formatFileSize(disk.minimumFreeBytes)}.`,
  };
}

function jobsLine(jobs: AdminHealth['jobs']): HealthLine {
  const waiting =
    jobs.waiting === 0
      ? 'No background job is waiting to run.'
      : `${countLabel(jobs.waiting, 'background job')} waiting to run, the oldest for ${minutesLabel(jobs.oldestWaitingSeconds)}.`;
  return {
    key: 'jobs',
    title: 'Background jobs',
    attention: jobs.failed > 0 || jobs.oldestWaitingSeconds > JOB_STUCK_MINUTES * 60,
    text: (
      <>
        {waiting}{' '}
        {jobs.failed > 0 ? (
          <>
            {countLabel(jobs.failed, 'job')} failed and {jobs.failed === 1 ? 'waits' : 'wait'} for
            you:{' '}
            <Link to={paths.adminJobs.getHref()} className="underline">
              open Background jobs
            </Link>
            .
          </>
        ) : (
          'None has failed.'
        )}
      </>
    ),
  };
}

function StatusWord({ attention }: { attention: boolean }) {
  const [Icon, word, className]: [LucideIcon, string, string] = attention
    ? [TriangleAlert, 'Needs attention', 'text-red-800']
    : [CircleCheck, 'OK', 'text-green-800'];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', className)}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      {word}
    </span>
  );
}

/** "Service health": what /metrics tells monitoring, in sentences, with a word for each state. */
export function ServiceHealth({ now = new Date() }: { now?: Date }) {
  const health = useServiceHealth();
  return (
    <section aria-labelledby="service-health-heading" className="space-y-3">
      <h3 id="service-health-heading" className="text-xl font-bold text-ink-900">
        Service health
      </h3>
      {health.isSuccess ? (
        <Card>
          <ul className="divide-y divide-ink-200">
            {[
              mailLine(health.data.mail),
              backupLine(health.data.lastBackupAt, now),
              diskLine(health.data.disk),
              jobsLine(health.data.jobs),
            ].map((line) => (
              <li key={line.key} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-ink-900">{line.title}</span>{' '}
                  <StatusWord attention={line.attention} />
                </span>{' '}
                <span className="text-ink-700">{line.text}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <QueryStatus
          query={health}
          loadingLabel="Checking the service"
          failedTitle="We could not check the service's health."
        />
      )}
    </section>
  );
}
