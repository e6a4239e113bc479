import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { VerificationDocument } from '@shared/contracts/partners';
import { formatFileSize } from '@shared/document-files';
import { optionLabel, verificationDocumentTypes } from '@shared/options';
import { formatLongDate } from '@client/lib/format-date';

/** When a document was sent. */
function UploadedOn({ uploadedAt }: { uploadedAt: string }) {
  const date = formatLongDate(uploadedAt);
  return <Trans>uploaded {date}</Trans>;
}

/** The documents already sent with an application, newest as the server lists them. */
export function VerificationDocuments({ documents }: { documents: VerificationDocument[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="verification-documents-title" className="space-y-3">
      <h2 id="verification-documents-title" className="text-2xl font-bold text-ink-900">
        <Trans>Your documents</Trans>
      </h2>
      {documents.length === 0 ? (
        <p className="text-lg text-ink-700">
          <Trans>You have not uploaded any documents yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
          {documents.map((document) => (
            <li key={document.id} className="flex gap-3 p-4">
              <FileText aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
              <div className="min-w-0">
                <p className="font-semibold break-all text-ink-900">{document.fileName}</p>
                <p className="text-ink-700">
                  {i18n._(optionLabel(verificationDocumentTypes, document.documentType))}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {formatFileSize(document.fileSize)}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <UploadedOn uploadedAt={document.uploadedAt} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
