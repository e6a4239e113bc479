import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ApplicationStatus } from '@shared/contracts/partners';
import { APPLICATION_ALREADY_REVIEWED_MESSAGE } from '@shared/contracts/public-form-texts';
import type { PartnerApplicationStatus } from '@shared/domain-values';
import { optionLabel, partnerApplicationStatusOptions } from '@shared/options';
import { ContactLines } from '@client/components/contact-lines';
import { buttonClassName } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { formatLongDate } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';
import { VerificationDocuments } from './verification-documents';
import { VerificationUploadForm } from './verification-upload-form';

/* eslint-disable lingui/no-unlocalized-strings -- class names, not words */
const badgeClassNames: Record<PartnerApplicationStatus, string> = {
  submitted: 'border-amber-600 bg-amber-50 text-amber-900',
  approved: 'border-green-700 bg-green-50 text-green-900',
  rejected: 'border-ink-500 bg-ink-100 text-ink-900',
};
/* eslint-enable lingui/no-unlocalized-strings */

function StatusNext({ status }: { status: PartnerApplicationStatus }) {
  const { t } = useLingui();
  if (status === 'approved') {
    return (
      <div className="space-y-3">
        <p className="text-lg text-ink-900">
          <Trans>
            Your application is approved. We have e-mailed you a link to set your password; after
            that you can sign in to the partner portal.
          </Trans>
        </p>
        <Link to={paths.partnerLogin.getHref()} className={buttonClassName('primary', 'lg')}>
          <Trans>Partner Sign In</Trans>
        </Link>
      </div>
    );
  }
  if (status === 'rejected') {
    return (
      <div className="space-y-2">
        <p className="text-lg text-ink-900">
          <Trans>
            Your application was not approved. If you have questions, please contact us:
          </Trans>
        </p>
        <ContactLines emailSubject={t`Question about my partner application`} showHours={false} />
      </div>
    );
  }
  return (
    <p className="text-lg text-ink-900">
      <Trans>
        We are reviewing your application; this takes 3-5 business days. Please upload the documents
        that prove your licenses below, so we can complete the review.
      </Trans>
    </p>
  );
}

/** The Verification tab for a real application: where it stands, its documents, the upload. */
export function ApplicationStatusView({
  application,
  token,
}: {
  application: ApplicationStatus;
  token: string;
}) {
  const { t, i18n } = useLingui();
  const { status } = application;
  return (
    <div className="space-y-10">
      <section aria-labelledby="application-status-title" className="space-y-4">
        <div className="space-y-1">
          <h2 id="application-status-title" className="text-2xl font-bold text-ink-900">
            <Trans>Your application</Trans>
          </h2>
          <p className="text-lg break-words text-ink-700">
            {application.companyName}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {application.contactPerson}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="[overflow-wrap:anywhere]">{application.email}</span>
          </p>
        </div>
        <dl className="grid gap-4 rounded-xl border border-ink-200 bg-white p-4 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-ink-700">
              <Trans>Status</Trans>
            </dt>
            <dd className="mt-1">
              <span
                className={cn(
                  'inline-flex rounded-full border-2 px-3 py-0.5 font-semibold',
                  badgeClassNames[status],
                )}
              >
                {i18n._(optionLabel(partnerApplicationStatusOptions, status))}
              </span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-700">
              <Trans context="date of the application">Submitted</Trans>
            </dt>
            <dd className="mt-1 text-ink-900">{formatLongDate(application.submittedAt)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-700">
              <Trans>Reviewed</Trans>
            </dt>
            <dd className="mt-1 text-ink-900">
              {application.reviewedAt ? formatLongDate(application.reviewedAt) : t`Not yet`}
            </dd>
          </div>
        </dl>
        <StatusNext status={status} />
      </section>

      <VerificationDocuments documents={application.documents} />

      {application.acceptsDocuments ? (
        <VerificationUploadForm token={token} />
      ) : (
        <p className="text-lg text-ink-700">{i18n._(APPLICATION_ALREADY_REVIEWED_MESSAGE)}</p>
      )}
    </div>
  );
}
