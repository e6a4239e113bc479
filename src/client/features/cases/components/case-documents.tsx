import type { CaseDocumentView } from '@shared/contracts/cases';
import { formatFileSize } from '@shared/document-files';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import { DocumentDownloadItem } from '@client/components/document-download-item';
import { formatLongDate } from '@client/lib/format-date';
import { downloadCaseDocument } from '../api/download-case-document';

export const NO_DOCUMENTS_MESSAGE = 'There are no documents on this case yet.';

/** The case's documents, both those shared with the client and the client's own, each to download. */
export function CaseDocuments({
  caseId,
  documents,
  headingId,
}: {
  caseId: string;
  documents: readonly CaseDocumentView[];
  /** The heading that names the list. */
  headingId: string;
}) {
  if (documents.length === 0) return <p className="text-ink-700">{NO_DOCUMENTS_MESSAGE}</p>;
  return (
    <ul aria-labelledby={headingId} className="space-y-3">
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
          <p className="text-sm text-ink-600">Added by {document.uploadedBy}</p>
        </DocumentDownloadItem>
      ))}
    </ul>
  );
}
