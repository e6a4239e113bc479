import { Download, FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { CaseDocumentView } from '@shared/contracts/cases';
import { formatFileSize } from '@shared/document-files';
import { caseDocumentTypes, optionLabel } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { formatLongDate } from '@client/lib/format-date';
import {
  DOWNLOAD_ERROR_MESSAGE_MS,
  DOWNLOAD_SUCCESS_MESSAGE_MS,
  useDownloadFeedback,
} from '@client/lib/use-download-feedback';
import { downloadCaseDocument } from '../api/download-case-document';
import { isSessionEnded } from '../api/partner-case-request';
import { DocumentVisibilityToggle } from './document-visibility-toggle';
import { VisibilityBadge } from './visibility-badge';

/** Spec §8 download titles and messages. */
const DOWNLOAD_COMPLETE = 'Download Complete';
const DOWNLOAD_FAILED = 'Download Failed';
const downloadFailed = (fileName: string) => `Failed to download ${fileName}.`;

export interface DocumentItemProps {
  partnerId: string;
  caseId: string;
  document: CaseDocumentView;
}

/** One document of the case: what it is, who can see it, Download and the visibility switch. */
export function DocumentItem({ partnerId, caseId, document }: DocumentItemProps) {
  const { feedback, busy, download } = useDownloadFeedback();
  const saved = `${document.fileName} is downloading. You will find it in your Downloads folder.`;

  function startDownload() {
    // A toast sits behind the open dialog, so the result is also written under the document.
    void download(
      async () => {
        try {
          await downloadCaseDocument(caseId, document);
        } catch (error) {
          if (!isSessionEnded(error)) {
            toast.error(DOWNLOAD_FAILED, {
              description: downloadFailed(document.fileName),
              duration: DOWNLOAD_ERROR_MESSAGE_MS,
            });
          }
          throw error;
        }
        toast.success(DOWNLOAD_COMPLETE, {
          description: saved,
          duration: DOWNLOAD_SUCCESS_MESSAGE_MS,
        });
      },
      {
        success: saved,
        failure: (error) => `${downloadFailed(document.fileName)} ${error.message}`,
      },
    );
  }

  return (
    <li className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h4 className="flex items-start gap-2 text-lg font-semibold text-ink-900">
            <FileText aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{document.fileName}</span>
          </h4>
          <p className="text-ink-700">
            {optionLabel(caseDocumentTypes, document.documentType)} ·{' '}
            {formatFileSize(document.fileSize)}
          </p>
          <p className="text-ink-700">
            Uploaded by {document.uploadedBy} on {formatLongDate(document.createdAt)}
          </p>
          <VisibilityBadge isPublic={document.isPublic} privateLabel="Private" />
        </div>
        <Button
          variant="outline"
          className="shrink-0"
          // Not `disabled`: the button keeps keyboard focus while the file is fetched.
          aria-disabled={busy || undefined}
          aria-label={`${busy ? 'Downloading' : 'Download'} ${document.fileName}`}
          onClick={startDownload}
        >
          <Download aria-hidden="true" className="h-5 w-5" />
          {busy ? 'Downloading…' : 'Download'}
        </Button>
      </div>
      {/* Kept in the page while idle, so the next message is announced. */}
      <FormNotice
        tone={feedback.kind === 'error' ? 'error' : 'success'}
        title={
          feedback.kind === 'success'
            ? DOWNLOAD_COMPLETE
            : feedback.kind === 'error'
              ? DOWNLOAD_FAILED
              : null
        }
        message={feedback.kind === 'success' || feedback.kind === 'error' ? feedback.message : null}
        className="p-3"
      />
      <DocumentVisibilityToggle partnerId={partnerId} caseId={caseId} document={document} />
    </li>
  );
}
