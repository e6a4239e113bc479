import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationDetail } from '@shared/contracts/admin-partners';
import { formatFileSize } from '@shared/document-files';
import { EmailText } from '@client/components/contact-lines';
import { DescriptionItem } from '@client/components/description-item';
import { DocumentDownloadItem } from '@client/components/document-download-item';
import { formatLongDate } from '@client/lib/format-date';
import { telHref } from '@client/lib/site-config';
import { downloadApplicationDocument } from '../api/download-application-document';
import { ApplicationStatusBadge } from './application-status-badge';
import { companyTypeLabel, verificationDocumentLabel, verificationStatusLabels } from './labels';

/** Only web addresses become links, whatever was stored. */
const WEB_ADDRESS = /^https?:\/\//i;

function PartnerAccount({ partner }: { partner: ApplicationDetail['partner'] }) {
  const { t, i18n } = useLingui();
  const since = partner.verifiedAt ? formatLongDate(partner.verifiedAt) : '';
  return (
    <>
      <DescriptionItem term={t`Partner account`}>
        {i18n._(verificationStatusLabels[partner.verificationStatus])}
        {partner.verifiedAt ? ` ${t`since ${since}`}` : null}
        {partner.isActive ? null : ` ${t`(deactivated)`}`}
      </DescriptionItem>
      <DescriptionItem term={t`Password set`}>
        {partner.hasPassword ? t`Yes` : t`Not yet: the partner has not used a set-password link`}
      </DescriptionItem>
    </>
  );
}

/** Every field of an application, the partner account's state, the review and the documents. */
export function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useLingui();
  const NOT_GIVEN = t`Not given`;
  const reviewer = application.reviewedBy;
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term={t`Status`}>
          <ApplicationStatusBadge status={application.status} />
        </DescriptionItem>
        <DescriptionItem term={t`Submitted on`}>
          {formatLongDate(application.submittedAt)}
        </DescriptionItem>
        <DescriptionItem term={t`Company name`}>{application.companyName}</DescriptionItem>
        <DescriptionItem term={t`Type of organization`}>
          {i18n._(companyTypeLabel(application.companyType))}
        </DescriptionItem>
        <DescriptionItem term={t`Contact person`}>{application.contactPerson}</DescriptionItem>
        <DescriptionItem term={t`E-mail`}>
          <a href={`mailto:${application.email}`} className="underline underline-offset-4">
            <EmailText email={application.email} />
          </a>
        </DescriptionItem>
        <DescriptionItem term={t`Phone`}>
          <a href={telHref(application.phone)} className="underline underline-offset-4">
            {application.phone}
          </a>
        </DescriptionItem>
        <DescriptionItem term={t`Website`}>
          {application.website && WEB_ADDRESS.test(application.website) ? (
            <a
              href={application.website}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4"
            >
              {application.website}
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          ) : (
            (application.website ?? NOT_GIVEN)
          )}
        </DescriptionItem>
        <DescriptionItem term={t`Business license`}>
          {application.businessLicense ?? NOT_GIVEN}
        </DescriptionItem>
        <DescriptionItem term={t`Bar number`}>{application.barNumber ?? NOT_GIVEN}</DescriptionItem>
        <DescriptionItem term={t`Jurisdiction`}>{application.jurisdiction}</DescriptionItem>
        <DescriptionItem term={t`Partnership agreement`}>
          {application.agreementAccepted ? t`Accepted` : t`Not accepted`}
        </DescriptionItem>
        <DescriptionItem term={t`Services offered`} className="sm:col-span-2">
          <ul className="list-disc space-y-0.5 pl-6">
            {application.servicesOffered.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </DescriptionItem>
        <PartnerAccount partner={application.partner} />
        {application.reviewedAt ? (
          <DescriptionItem term={t`Reviewed`}>
            {formatLongDate(application.reviewedAt)}
            {reviewer ? ` ${t`by ${reviewer}`}` : null}
          </DescriptionItem>
        ) : null}
        {application.reviewNotes ? (
          <DescriptionItem term={t`Review notes`} className="sm:col-span-2">
            <span className="whitespace-pre-line">{application.reviewNotes}</span>
          </DescriptionItem>
        ) : null}
      </dl>

      <section aria-labelledby="application-documents-heading" className="space-y-3">
        <h3 id="application-documents-heading" className="text-xl font-bold text-ink-900">
          <Trans>Documents</Trans>
        </h3>
        {application.documents.length === 0 ? (
          <p className="text-ink-700">
            <Trans>The applicant has not uploaded any documents yet.</Trans>
          </p>
        ) : (
          <ul aria-labelledby="application-documents-heading" className="space-y-3">
            {application.documents.map((document) => (
              <DocumentDownloadItem
                key={document.id}
                fileName={document.fileName}
                download={() => downloadApplicationDocument(application.id, document)}
              >
                <p className="text-ink-700">
                  {i18n._(verificationDocumentLabel(document.documentType))} ·{' '}
                  {formatFileSize(document.fileSize)} · {formatLongDate(document.uploadedAt)}
                </p>
              </DocumentDownloadItem>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
