import { useLingui } from '@lingui/react/macro';
import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { activeText } from '@client/lib/i18n/active';
import { useDownloadFeedback } from '@client/lib/use-download-feedback';
import { text } from '@shared/i18n/text';

/** Requirements §8 download titles and messages, with where to look or what went wrong. */
const complete = text('Download Complete');
const failed = text('Download Failed');
/** The titles in English (the tests read them); people see them translated. */
export const DOWNLOAD_COMPLETE = complete.message;
export const DOWNLOAD_FAILED = failed.message;
export const downloadCompleteTitle = () => activeText(complete);
export const downloadFailedTitle = () => activeText(failed);
export function downloadSuccessMessage(fileName: string): string {
  return activeText(
    text('{fileName} is downloading. You will find it in your Downloads folder.', { fileName }),
  );
}
export function downloadFailureMessage(fileName: string, error: Error): string {
  const reason = error.message;
  return activeText(text('Failed to download {fileName}. {reason}', { fileName, reason }));
}

export interface DocumentDownloadItemProps {
  fileName: string;
  /** Facts under the name, such as its type, size, date and who shared it. */
  children?: ReactNode;
  /** Fetches and saves the file; throws an error with a readable message when it cannot. */
  download: () => Promise<void>;
  /** The name as a heading (h4), where each document is a part of its own in a dialog. */
  nameAs?: 'p' | 'h4';
  /** Under the download's outcome, such as controls for the document. */
  footer?: ReactNode;
}

/**
 * One document in a list (an <li>): its name and facts, a Download button, and how the
 * download went, which clears itself after 3 s (done) or 5 s (failed).
 */
export function DocumentDownloadItem({
  fileName,
  children,
  download,
  nameAs: Name = 'p',
  footer,
}: DocumentDownloadItemProps) {
  const { t } = useLingui();
  const feedback = useDownloadFeedback();
  const { kind } = feedback.feedback;
  const shown = kind === 'success' || kind === 'error' ? feedback.feedback : null;
  return (
    <li className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Name className="flex items-start gap-2 font-semibold text-ink-900">
            <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{fileName}</span>
          </Name>
          {children}
        </div>
        <Button
          variant="outline"
          className="shrink-0 aria-disabled:cursor-wait"
          // Not `disabled`: the button keeps keyboard focus while the file is fetched.
          aria-disabled={feedback.busy || undefined}
          onClick={() =>
            void feedback.download(download, {
              success: downloadSuccessMessage(fileName),
              failure: (error) => downloadFailureMessage(fileName, error),
            })
          }
        >
          <Download aria-hidden="true" className="h-5 w-5" />
          {feedback.busy ? t`Downloading…` : t`Download`}{' '}
          <span className="sr-only">{fileName}</span>
        </Button>
      </div>
      {/* In the page while idle too, so the next message is announced. */}
      <FormNotice
        tone={kind === 'error' ? 'error' : 'success'}
        title={
          shown ? (shown.kind === 'success' ? t`Download Complete` : t`Download Failed`) : null
        }
        message={shown?.message ?? null}
        className="p-3 text-base"
      />
      {footer}
    </li>
  );
}
