import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@client/lib/toast';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { formatFileSize } from '@shared/document-files';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import {
  downloadCompleteTitle,
  downloadFailedTitle,
  DocumentDownloadItem,
  downloadSuccessMessage,
} from '@client/components/document-download-item';
import { formatLongDate } from '@client/lib/format-date';
import {
  DOWNLOAD_ERROR_MESSAGE_MS,
  DOWNLOAD_SUCCESS_MESSAGE_MS,
} from '@client/lib/use-download-feedback';
import { downloadCaseDocument } from '../api/download-case-document';
import { isSessionEnded } from '../api/partner-case-request';
import { DocumentVisibilityToggle } from './document-visibility-toggle';
import { VisibilityBadge } from '@client/components/visibility-badge';

export interface DocumentItemProps {
  partnerId: string;
  caseId: string;
  document: CaseDocumentView;
}

/** One document of the case: what it is, who can see it, Download and the visibility switch. */
export function DocumentItem({ partnerId, caseId, document }: DocumentItemProps) {
  const { t, i18n } = useLingui();
  const fileName = document.fileName;
  const uploadedBy = document.uploadedBy;
  const uploadedOn = formatLongDate(document.createdAt);
  // The outcome is written under the document too; these toasts say it once more (requirements §8).
  async function downloadWithToasts() {
    try {
      await downloadCaseDocument(caseId, document);
    } catch (error) {
      // An ended session is told by the dashboard as a whole.
      if (!isSessionEnded(error)) {
        toast.error(downloadFailedTitle(), {
          description: t`Failed to download ${fileName}.`,
          duration: DOWNLOAD_ERROR_MESSAGE_MS,
        });
      }
      throw error;
    }
    toast.success(downloadCompleteTitle(), {
      description: downloadSuccessMessage(document.fileName),
      duration: DOWNLOAD_SUCCESS_MESSAGE_MS,
    });
  }

  return (
    <DocumentDownloadItem
      fileName={document.fileName}
      nameAs="h4"
      download={downloadWithToasts}
      footer={
        <DocumentVisibilityToggle partnerId={partnerId} caseId={caseId} document={document} />
      }
    >
      <p className="text-ink-700">
        {i18n._(optionLabel(caseDocumentTypes, document.documentType))} ·{' '}
        {formatFileSize(document.fileSize)}
      </p>
      <p className="text-ink-700">
        <Trans>
          Uploaded by {uploadedBy} on {uploadedOn}
        </Trans>
      </p>
      <VisibilityBadge isPublic={document.isPublic} privateLabel={t`Private`} />
    </DocumentDownloadItem>
  );
}
