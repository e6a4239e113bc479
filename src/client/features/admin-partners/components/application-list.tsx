import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { ApplicationFilter, ApplicationSummary } from '@shared/contracts/admin-partners';
import { EmailText } from '@client/components/contact-lines';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { formatLongDate } from '@client/lib/format-date';
import { useApplications } from '../api/get-applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { companyTypeLabel } from './labels';

const emptyMessages: Record<ApplicationFilter, MessageDescriptor> = {
  submitted: msg`No applications are waiting for a review.`,
  approved: msg`No applications have been approved yet.`,
  rejected: msg`No applications have been turned down.`,
  all: msg`No partner applications have been received yet.`,
};

function ApplicationRow({
  application,
  onOpen,
}: {
  application: ApplicationSummary;
  onOpen: (application: ApplicationSummary) => void;
}) {
  const { i18n } = useLingui();
  const submittedOn = formatLongDate(application.submittedAt);
  const companyName = application.companyName;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-4 shadow-sm md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="text-xl font-bold break-words text-ink-900">{application.companyName}</h3>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="font-semibold text-ink-900">
          {i18n._(companyTypeLabel(application.companyType))} · {application.jurisdiction}
        </p>
        <p className="text-ink-700">
          {application.contactPerson} · <EmailText email={application.email} />
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
          <span>
            <Trans>Submitted on {submittedOn}</Trans>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <FileText aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <Plural value={application.documentCount} one="# document" other="# documents" />
          </span>
        </p>
      </div>
      <Button variant="outline" className="shrink-0" onClick={() => onOpen(application)}>
        <Trans>
          View details <span className="sr-only">of {companyName}</span>
        </Trans>
      </Button>
    </li>
  );
}

/** The applications with one status, oldest first: loading, failed, empty or the list. */
export function ApplicationList({
  status,
  onOpen,
}: {
  status: ApplicationFilter;
  onOpen: (application: ApplicationSummary) => void;
}) {
  const { t, i18n } = useLingui();
  const list = useApplications(status);
  if (!list.isSuccess) {
    return (
      <QueryStatus
        query={list}
        loadingLabel={t`Loading the applications`}
        failedTitle={t`We could not load the applications.`}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <p className="rounded-xl border-2 border-dashed border-ink-300 bg-white p-6 text-center text-lg font-semibold text-ink-900">
        {i18n._(emptyMessages[status])}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label={t`Applications`}>
      {list.data.map((application) => (
        <ApplicationRow key={application.id} application={application} onOpen={onOpen} />
      ))}
    </ul>
  );
}
