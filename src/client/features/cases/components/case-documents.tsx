import type { CaseDocumentView } from '@shared/contracts/cases';
import { formatFileSize } from '@shared/document-files';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import { DocumentDownloadItem } from '@client/components/document-download-item';
import { formatLongDate } from '@client/lib/format-date';
import { downloadCaseDocument } from '../api/download-case-document';

export const NO_DOCUMENTS_MESSAGE = 'No documents have been shared with you yet.';

/** The documents the partner attorney or our team shared on the case, each to download. */
export function CaseDocuments({
  caseId,
  documents,
}: {
  caseId: string;
  documents: CaseDocumentView[];
}) {
  return (
    <section aria-labelledby="case-documents-heading" className="space-y-3">
      <h3 id="case-documents-heading" className="text-xl font-bold text-ink-900">
        Documents
      </h3>
      {documents.length === 0 ? (
        <p className="text-ink-700">{NO_DOCUMENTS_MESSAGE}</p>
      ) : (
        <ul aria-labelledby="case-documents-heading" className="space-y-3">
          {documents.map((document) => (
            <DocumentDownloadItem
              key={document.id}
              fileName={document.fileName}
              download={() => downloadCaseDocument(caseId, document)}
            >
              <p className="text-ink-700">
                {optionLabel(caseDocumentTypes, document.documentType)} ·{' '}
                {formatFileSize(document.fileSize)} · {formatLongDate(document.createdAt)}
              </p>
              <p className="text-sm text-ink-600">Shared by {document.uploadedBy}</p>
            </DocumentDownloadItem>
          ))}
        </ul>
      )}
    </section>
  );
}
