import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { formatFileSize } from '@shared/document-files';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import { formatLongDate } from '@client/lib/format-date';
import { VisibilityBadge } from '@client/components/visibility-badge';

/** What has been filed on the case, and whether the client can see each document. */
function DocumentLine({ document }: { document: CaseDocumentView }) {
  const { i18n } = useLingui();
  const type = i18n._(optionLabel(caseDocumentTypes, document.documentType));
  const size = formatFileSize(document.fileSize);
  const added = formatLongDate(document.createdAt);
  const uploader = document.uploadedBy;
  return (
    <Trans>
      {type} · {size} · Added {added} by {uploader}
    </Trans>
  );
}

export function CaseDocumentsList({ documents }: { documents: CaseDocumentView[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="admin-case-documents-heading" className="space-y-4">
      <h3 id="admin-case-documents-heading" className="text-xl font-bold text-ink-900">
        <Trans>Documents</Trans>
      </h3>
      {documents.length === 0 ? (
        <p className="text-ink-700">
          <Trans>No documents have been added to this case.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="admin-case-documents-heading" className="space-y-2">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-ink-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink-900 [overflow-wrap:anywhere]">
                  {document.fileName}
                </p>
                <p className="text-sm text-ink-700">
                  <DocumentLine document={document} />
                </p>
              </div>
              <VisibilityBadge isPublic={document.isPublic} privateLabel={t`Internal`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
