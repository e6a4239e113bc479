import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { downloads, type Download } from '@shared/downloads';
import { buildCalculatorWorkbook } from './calculator-workbook';
import { checklistDocument } from './content/checklist';
import { rescissionGuideDocument } from './content/rescission-guide';
import { worksheetDocument } from './content/red-flags-worksheet';
import type { PdfDocumentSpec } from './pdf/blocks';
import { renderPdf, type RenderedPdf, type RenderOptions } from './pdf/render';

/** The content of each PDF download, by download id. */
export const pdfDocuments: Partial<Record<Download['id'], PdfDocumentSpec>> = {
  'contract-review-checklist': checklistDocument,
  'rescission-rights-guide': rescissionGuideDocument,
  'scam-red-flags-worksheet': worksheetDocument,
};

/** Renders one PDF download and checks its page count against the downloads list. */
export async function renderDownloadPdf(
  id: Download['id'],
  options: RenderOptions = {},
): Promise<RenderedPdf> {
  const download = downloads.find((candidate) => candidate.id === id);
  const spec = pdfDocuments[id];
  if (!download || !spec) throw new Error(`${id} is not a PDF download`);
  const rendered = await renderPdf(spec, options);
  if (rendered.pageTexts.length !== download.pages) {
    throw new Error(
      `${download.fileName} has ${rendered.pageTexts.length} pages; the downloads list says ${download.pages}.`,
    );
  }
  return rendered;
}

export interface GeneratedFile {
  download: Download;
  path: string;
  bytes: number;
}

/** Writes every download into outDir (created if needed) under its fileName. */
export async function generateDownloads(
  outDir: string,
  options: RenderOptions = {},
): Promise<GeneratedFile[]> {
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    downloads.map(async (download) => {
      const content =
        download.fileType === 'PDF'
          ? (await renderDownloadPdf(download.id, options)).bytes
          : await buildCalculatorWorkbook(options);
      const path = join(outDir, download.fileName);
      // Write beside the target and rename, so a running server never serves half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, content);
      await rename(partial, path);
      return { download, path, bytes: content.length };
    }),
  );
}
