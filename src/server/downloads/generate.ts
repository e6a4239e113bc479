import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { downloads, hasDownloadIn, type Download } from '@shared/downloads';
import { DEFAULT_LOCALE, LOCALES, localePrefix, type Locale } from '@shared/i18n/locales';
import { buildCalculatorWorkbook } from './calculator-workbook';
import { checklistDocument } from './content/checklist';
import { rescissionGuideDocument } from './content/rescission-guide';
import { worksheetDocument } from './content/red-flags-worksheet';
import { downloadsI18n, localize, type Localizable } from './localize';
import type { PdfDocumentSpec } from './pdf/blocks';
import { renderPdf, type RenderedPdf, type RenderOptions } from './pdf/render';

/** The content of each PDF download, by download id (text() descriptors where translated). */
export const pdfDocuments: Partial<Record<Download['id'], Localizable<PdfDocumentSpec>>> = {
  'contract-review-checklist': checklistDocument,
  'rescission-rights-guide': rescissionGuideDocument,
  'scam-red-flags-worksheet': worksheetDocument,
};

/** Renders one PDF download and checks its page count against the downloads list. */
export async function renderDownloadPdf(
  id: Download['id'],
  options: RenderOptions & { locale?: Locale } = {},
): Promise<RenderedPdf> {
  const download = downloads.find((candidate) => candidate.id === id);
  const content = pdfDocuments[id];
  if (!download || !content) throw new Error(`${id} is not a PDF download`);
  const i18n = await downloadsI18n(options.locale);
  const spec = localize<PdfDocumentSpec>(content, i18n);
  const rendered = await renderPdf(spec, { ...options, i18n });
  if (rendered.pageTexts.length !== download.pages) {
    throw new Error(
      `${download.fileName} has ${rendered.pageTexts.length} pages; the downloads list says ${download.pages}.`,
    );
  }
  return rendered;
}

export interface GeneratedFile {
  download: Download;
  locale: Locale;
  path: string;
  bytes: number;
}

/**
 * Writes every download into outDir (created if needed) under its fileName, and each one made
 * in another language into that language's folder (`es/<fileName>`).
 */
export async function generateDownloads(
  outDir: string,
  options: RenderOptions = {},
): Promise<GeneratedFile[]> {
  const files = LOCALES.flatMap((locale) =>
    downloads
      .filter((download) => hasDownloadIn(download, locale))
      .map((download) => ({ download, locale })),
  );
  for (const locale of LOCALES) {
    if (locale !== DEFAULT_LOCALE) await mkdir(join(outDir, locale), { recursive: true });
  }
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    files.map(async ({ download, locale }) => {
      const content =
        download.fileType === 'PDF'
          ? (await renderDownloadPdf(download.id, { ...options, locale })).bytes
          : await buildCalculatorWorkbook({ ...options, i18n: await downloadsI18n(locale) });
      const path = join(outDir, localePrefix(locale), download.fileName);
      // Write beside the target and rename, so a running server never serves half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, content);
      await rename(partial, path);
      return { download, locale, path, bytes: content.length };
    }),
  );
}
