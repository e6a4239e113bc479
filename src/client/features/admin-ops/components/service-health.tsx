import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatFileSize } from '@shared/document-files';
import type { AdminHealth } from '@shared/contracts/admin-health';
import { QueryStatus } from '@client/components/load-status';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
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

function mailLine(i18n: I18n, { failingSince, lastSentAt }: AdminHealth['mail']): HealthLine {
  const sentAt = lastSentAt ? formatDateTime(lastSentAt) : '';
  const lastSent = lastSentAt
    ? i18n._(msg`The last e-mail went out ${sentAt}.`)
    : i18n._(msg`No e-mail has gone out yet.`);
  const since = failingSince ? formatDateTime(failingSince) : '';
  return {
    key: 'mail',
    title: i18n._(msg`E-mail`),
    attention: failingSince !== null,
    text: failingSince ? (
      <Trans>
        E-mail is failing since {since}. {lastSent}{' '}
        <Link to={paths.adminJobs.getHref()} className="underline">
          See why in Background jobs
        </Link>
        .
      </Trans>
    ) : (
      i18n._(msg`E-mail is going out. ${lastSent}`)
    ),
  };
}

function backupLine(i18n: I18n, lastBackupAt: string | null, now: Date): HealthLine {
  const ageHours = lastBackupAt ? (now.getTime() - new Date(lastBackupAt).getTime()) / 3.6e6 : 0;
  const backupAt = lastBackupAt ? formatDateTime(lastBackupAt) : null;
  return {
    key: 'backup',
    title: i18n._(msg`Backups`),
    attention: lastBackupAt === null || ageHours > BACKUP_STALE_HOURS,
    text: backupAt
      ? i18n._(msg`Backups last succeeded at ${backupAt}.`)
      : i18n._(msg`No backup has run yet.`),
  };
}

function diskLine(i18n: I18n, disk: AdminHealth['disk']): HealthLine {
  if (!disk) {
    return {
      key: 'disk',
      title: i18n._(msg`Disk space`),
      attention: true,
      text: i18n._(msg`We could not read the free space on the disk that holds the data folder.`),
    };
  }
  const free = formatFileSize(disk.freeBytes);
  const total = formatFileSize(disk.totalBytes);
  const minimum = formatFileSize(disk.minimumFreeBytes);
  return {
    key: 'disk',
    title: i18n._(msg`Disk space`),
    attention: disk.freeBytes < disk.minimumFreeBytes * DISK_ROOM_FACTOR,
    text: i18n._(
      msg`${free} free of ${total} on the disk that holds the data folder. The service will not start with less than ${minimum}.`,
    ),
  };
}

function jobsLine(i18n: I18n, jobs: AdminHealth['jobs']): HealthLine {
  const minutes = Math.max(1, Math.round(jobs.oldestWaitingSeconds / 60));
  const waiting =
    jobs.waiting === 0
      ? i18n._(msg`No background job is waiting to run.`)
      : i18n._(
          msg`${plural(jobs.waiting, { one: '# background job', other: '# background jobs' })} waiting to run, the oldest for ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
        );
  return {
    key: 'jobs',
    title: i18n._(msg`Background jobs`),
    attention: jobs.failed > 0 || jobs.oldestWaitingSeconds > JOB_STUCK_MINUTES * 60,
    text: (
      <>
        {waiting}{' '}
        {jobs.failed > 0 ? (
          <Trans>
            <Plural
              value={jobs.failed}
              one="# job failed and waits for you:"
              other="# jobs failed and wait for you:"
            />{' '}
            <Link to={paths.adminJobs.getHref()} className="underline">
              open Background jobs
            </Link>
            .
          </Trans>
        ) : (
          i18n._(msg`None has failed.`)
        )}
      </>
    ),
  };
}

function StatusWord({ attention }: { attention: boolean }) {
  const { t } = useLingui();
  const [Icon, word, className]: [LucideIcon, string, string] = attention
    ? [TriangleAlert, t`Needs attention`, 'text-red-800']
    : [CircleCheck, t`OK`, 'text-green-800'];
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
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="service-health-heading" className="space-y-3">
      <h3 id="service-health-heading" className="text-xl font-bold text-ink-900">
        <Trans>Service health</Trans>
      </h3>
      {health.isSuccess ? (
        <Card>
          <ul className="divide-y divide-ink-200">
            {[
              mailLine(i18n, health.data.mail),
              backupLine(i18n, health.data.lastBackupAt, now),
              diskLine(i18n, health.data.disk),
              jobsLine(i18n, health.data.jobs),
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
          loadingLabel={t`Checking the service`}
          failedTitle={t`We could not check the service's health.`}
        />
      )}
    </section>
  );
}
