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

const NOT_GIVEN = 'Not given';
/** Only web addresses become links, whatever was stored. */
const WEB_ADDRESS = /^https?:\/\//i;

function PartnerAccount({ partner }: { partner: ApplicationDetail['partner'] }) {
  return (
    <>
      <DescriptionItem term="Partner account">
        {verificationStatusLabels[partner.verificationStatus]}
        {partner.verifiedAt ? ` since ${formatLongDate(partner.verifiedAt)}` : null}
        {partner.isActive ? null : ' (deactivated)'}
      </DescriptionItem>
      <DescriptionItem term="Password set">
        {partner.hasPassword ? 'Yes' : 'Not yet: the partner has not used a set-password link'}
      </DescriptionItem>
    </>
  );
}

/** Every field of an application, the partner account's state, the review and the documents. */
export function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term="Status">
          <ApplicationStatusBadge status={application.status} />
        </DescriptionItem>
        <DescriptionItem term="Submitted on">
          {formatLongDate(application.submittedAt)}
        </DescriptionItem>
        <DescriptionItem term="Company name">{application.companyName}</DescriptionItem>
        <DescriptionItem term="Type of organization">
          {companyTypeLabel(application.companyType)}
        </DescriptionItem>
        <DescriptionItem term="Contact person">{application.contactPerson}</DescriptionItem>
        <DescriptionItem term="E-mail">
          <a href={`mailto:${application.email}`} className="underline underline-offset-4">
            <EmailText email={application.email} />
          </a>
        </DescriptionItem>
        <DescriptionItem term="Phone">
          <a href={telHref(application.phone)} className="underline underline-offset-4">
            {application.phone}
          </a>
        </DescriptionItem>
        <DescriptionItem term="Website">
          {application.website && WEB_ADDRESS.test(application.website) ? (
            <a
              href={application.website}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4"
            >
              {application.website}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            (application.website ?? NOT_GIVEN)
          )}
        </DescriptionItem>
        <DescriptionItem term="Business license">
          {application.businessLicense ?? NOT_GIVEN}
        </DescriptionItem>
        <DescriptionItem term="Bar number">{application.barNumber ?? NOT_GIVEN}</DescriptionItem>
        <DescriptionItem term="Jurisdiction">{application.jurisdiction}</DescriptionItem>
        <DescriptionItem term="Partnership agreement">
          {application.agreementAccepted ? 'Accepted' : 'Not accepted'}
        </DescriptionItem>
        <DescriptionItem term="Services offered" className="sm:col-span-2">
          <ul className="list-disc space-y-0.5 pl-6">
            {application.servicesOffered.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </DescriptionItem>
        <PartnerAccount partner={application.partner} />
        {application.reviewedAt ? (
          <DescriptionItem term="Reviewed">
            {formatLongDate(application.reviewedAt)}
            {application.reviewedBy ? ` by ${application.reviewedBy}` : null}
          </DescriptionItem>
        ) : null}
        {application.reviewNotes ? (
          <DescriptionItem term="Review notes" className="sm:col-span-2">
            <span className="whitespace-pre-line">{application.reviewNotes}</span>
          </DescriptionItem>
        ) : null}
      </dl>

      <section aria-labelledby="application-documents-heading" className="space-y-3">
        <h3 id="application-documents-heading" className="text-xl font-bold text-ink-900">
          Documents
        </h3>
        {application.documents.length === 0 ? (
          <p className="text-ink-700">The applicant has not uploaded any documents yet.</p>
        ) : (
          <ul aria-labelledby="application-documents-heading" className="space-y-3">
            {application.documents.map((document) => (
              <DocumentDownloadItem
                key={document.id}
                fileName={document.fileName}
                download={() => downloadApplicationDocument(application.id, document)}
              >
                <p className="text-ink-700">
                  {verificationDocumentLabel(document.documentType)} ·{' '}
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
