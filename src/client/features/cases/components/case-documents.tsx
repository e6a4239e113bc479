import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { formatFileSize } from '@shared/document-files';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import { DocumentDownloadItem } from '@client/components/document-download-item';
import { formatLongDate } from '@client/lib/format-date';
import { downloadCaseDocument } from '../api/download-case-document';

export const NO_DOCUMENTS_MESSAGE = msg`There are no documents on this case yet.`;

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
  const { i18n } = useLingui();
  if (documents.length === 0) {
    return <p className="text-ink-700">{i18n._(NO_DOCUMENTS_MESSAGE)}</p>;
  }
  return (
    <ul aria-labelledby={headingId} className="space-y-3">
      {documents.map((document) => {
        const uploadedBy = document.uploadedBy;
        return (
          <DocumentDownloadItem
            key={document.id}
            fileName={document.fileName}
            download={() => downloadCaseDocument(caseId, document)}
          >
            <p className="text-ink-700">
              {i18n._(optionLabel(caseDocumentTypes, document.documentType))} ·{' '}
              {formatFileSize(document.fileSize)} · {formatLongDate(document.createdAt)}
            </p>
            <p className="text-sm text-ink-600">
              <Trans>Added by {uploadedBy}</Trans>
            </p>
          </DocumentDownloadItem>
        );
      })}
    </ul>
  );
}
