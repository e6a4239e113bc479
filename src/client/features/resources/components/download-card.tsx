import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download as DownloadIcon, FileSpreadsheet, FileText } from 'lucide-react';
import { downloadHref, hasDownloadIn, type Download } from '@shared/downloads';
import { useLocale } from '@client/lib/i18n/use-locale';
import { FormNotice } from '@client/components/form-status';
import { buttonClassName } from '@client/components/ui/button';
import { useDownloadFeedback } from '@client/lib/use-download-feedback';
import { downloadFile } from '../api/download-file';

/** Requirements §8: the education centre's download failure. */
export function downloadErrorMessage(title: string, i18n: I18n): string {
  return i18n._(msg`Error downloading ${title}. Please try again.`);
}

/** 'PDF · 8 pages' or 'Excel spreadsheet'. */
export function fileDescription(download: Download, i18n: I18n): string {
  if (download.fileType === 'Excel') return i18n._(msg`Excel spreadsheet`);
  const pages = download.pages;
  if (!pages) return download.fileType;
  return i18n._(msg`PDF · ${plural(pages, { one: '# page', other: '# pages' })}`);
}

/** One downloadable file: what it is, its format, and a link that reports how it went. */
export function DownloadCard({ download }: { download: Download }) {
  const { t, i18n } = useLingui();
  const { feedback, busy, download: startDownload } = useDownloadFeedback();
  // The file in the page's language, or the English one until it is translated (issue 21).
  const locale = useLocale();
  const href = downloadHref(download, locale);
  const inEnglish = !hasDownloadIn(download, locale);
  const title = i18n._(download.title);
  const headingId = ['download', download.id, 'heading'].join('-');
  const Icon = download.fileType === 'Excel' ? FileSpreadsheet : FileText;

  function onDownload() {
    return startDownload(
      async () => {
        try {
          await downloadFile(href, download.fileName);
        } catch (error) {
          console.warn(`Download of ${download.fileName} failed.`, error);
          throw error;
        }
      },
      {
        success: t`${title} is downloading. You will find it in your Downloads folder.`,
        failure: () => downloadErrorMessage(title, i18n),
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
    >
      <Icon aria-hidden="true" className="h-9 w-9 text-brand-700" />
      <h3 id={headingId} className="text-xl font-bold text-ink-900">
        {title}
      </h3>
      <p className="flex-1 text-ink-700">{i18n._(download.description)}</p>
      <p className="font-semibold text-ink-900">
        <span className="sr-only">{t`File type:`} </span>
        {fileDescription(download, i18n)}
        {inEnglish ? (
          <>
            {' · '}
            <Trans>In English</Trans>
          </>
        ) : null}
      </p>
      {/* A real link, so the file downloads (and can be saved or shared) without JavaScript;
          with it, the file is fetched here so success or failure can be reported. */}
      <a
        href={href}
        download={download.fileName}
        onClick={(event) => {
          event.preventDefault();
          void onDownload();
        }}
        // The link keeps keyboard focus while the file is fetched.
        aria-disabled={busy}
        aria-label={busy ? t`Downloading ${title}` : t`Download ${title}`}
        className={buttonClassName('primary', 'md', 'w-full no-underline')}
      >
        <DownloadIcon aria-hidden="true" className="h-5 w-5" />
        {busy ? t`Downloading…` : t`Download`}
      </a>
      <FormNotice
        tone={feedback.kind === 'error' ? 'error' : 'success'}
        message={feedback.kind === 'success' || feedback.kind === 'error' ? feedback.message : null}
        className="p-3 text-base"
      />
    </article>
  );
}
