import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOverview } from '@shared/contracts/admin-inbox';
import { caseStatusOptions, optionLabel } from '@shared/options';
import { QueryStatus } from '@client/components/load-status';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { useAdminOverview } from '../api/get-overview';

interface Counter {
  key: string;
  count: number;
  label: string;
  href: string;
  /** A non-zero count here is a problem to look at, not just work waiting. */
  alarming?: boolean;
}

const openCaseStatuses = ['submitted', 'reviewing', 'in_progress'] as const;

function countersOf(i18n: I18n, overview: AdminOverview): Counter[] {
  return [
    {
      key: 'intake',
      count: overview.newIntakeRequests,
      label: i18n._(msg`New intake requests`),
      href: paths.adminInbox.getHref({ kind: 'intake', status: 'new' }),
    },
    {
      key: 'contact',
      count: overview.unreadContactMessages,
      label: i18n._(msg`Unread contact messages`),
      href: paths.adminInbox.getHref({ kind: 'contact', status: 'new' }),
    },
    {
      key: 'callbacks',
      count: overview.newCallbackRequests,
      label: i18n._(msg`New callback requests`),
      href: paths.adminInbox.getHref({ kind: 'callbacks' }),
    },
    ...openCaseStatuses.map((status) => {
      const statusLabel = i18n._(optionLabel(caseStatusOptions, status));
      return {
        key: `cases-${status}`,
        count: overview.openCasesByStatus[status],
        label: i18n._(msg`Cases: ${statusLabel}`),
        href: paths.adminCases.getHref({ status }),
      };
    }),
    {
      key: 'urgent',
      count: overview.urgentCases,
      label: i18n._(msg`Urgent cases`),
      href: paths.adminCases.getHref({ priority: 'urgent' }),
      alarming: true,
    },
    {
      key: 'applications',
      count: overview.pendingPartnerApplications,
      label: i18n._(msg`Partner applications waiting`),
      href: paths.adminApplications.getHref(),
    },
    {
      key: 'jobs',
      count: overview.failedJobs,
      label: i18n._(msg`Failed background jobs`),
      href: paths.adminJobs.getHref(),
      alarming: true,
    },
  ];
}

function CounterLink({ counter }: { counter: Counter }) {
  const attention = counter.alarming === true && counter.count > 0;
  return (
    <Link
      to={counter.href}
      className={cn(
        'flex h-full min-h-28 flex-col gap-1 rounded-xl border-2 p-4 text-ink-900 no-underline shadow-sm',
        attention
          ? 'border-red-700 bg-red-50 hover:bg-red-100'
          : 'border-ink-200 bg-white hover:bg-brand-50',
      )}
    >
      <span
        className={cn(
          'text-3xl font-bold tabular-nums',
          attention ? 'text-red-800' : 'text-ink-900',
        )}
      >
        {counter.count}
      </span>{' '}
      {/* The spaces keep the link's name "7 Failed background jobs Needs attention". */}
      <span className="font-semibold [overflow-wrap:anywhere]">{counter.label}</span>{' '}
      {attention ? (
        <span className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-red-800">
          <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
          <Trans>Needs attention</Trans>
        </span>
      ) : null}
    </Link>
  );
}

/** "At a glance": the numbers an administrator starts the day with, each opening its list. */
export function OverviewCounters() {
  const overview = useAdminOverview();
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="overview-heading" className="space-y-3">
      <h3 id="overview-heading" className="text-xl font-bold text-ink-900">
        <Trans>At a glance</Trans>
      </h3>
      {overview.isSuccess ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {countersOf(i18n, overview.data).map((counter) => (
            <li key={counter.key}>
              <CounterLink counter={counter} />
            </li>
          ))}
        </ul>
      ) : (
        <QueryStatus
          query={overview}
          loadingLabel={t`Loading the numbers`}
          failedTitle={t`We could not load the numbers.`}
        />
      )}
    </section>
  );
}
